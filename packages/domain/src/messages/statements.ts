/** Statement files the parsers refuse or rows they leave out: what is wrong, and where. */
import type { Catalogue } from './catalogue.js';

export const STATEMENTS = {
  'statements.atLine': ['Line {{line}}: {{detail}}', 'Dòng {{line}}: {{detail}}'],
  // A row's own problem: the same words in a refusal and beside a dropped row.
  'statements.noDate': ['the row has no date.', 'dòng này không có ngày.'],
  'statements.dateNotWritten': [
    "the date '{{value}}' is not a date written {{formats}}.",
    "ngày '{{value}}' không được viết theo dạng {{formats}}.",
  ],
  'statements.noAmount': ['the row has no amount.', 'dòng này không có số tiền.'],
  'statements.amountNotNumber': [
    "the amount '{{value}}' is not a number of dollars and cents.",
    "số tiền '{{value}}' không phải là một số tiền đô la và xu.",
  ],
  'statements.badDirection': [
    "the direction '{{value}}' is neither money in ({{inValues}}) nor out ({{outValues}}).",
    "chiều '{{value}}' không phải tiền vào ({{inValues}}) cũng không phải tiền ra ({{outValues}}).",
  ],
  'statements.rowUnreadable': ['the row cannot be read.', 'không đọc được dòng này.'],
  'statements.dateInvalid': ["the date '{{value}}' is not a valid date.", "ngày '{{value}}' không phải là ngày hợp lệ."],
  'statements.dateOrderMixed': [
    "the date '{{value}}' cannot be read in the same order as the other dates in the file.",
    "ngày '{{value}}' không đọc được theo cùng thứ tự với các ngày khác trong tệp.",
  ],
  'statements.dateOrderAmbiguous': [
    "The dates in this file can be read in more than one order ({{orders}}), for example '{{example}}' on line {{line}}; choose the date order and import again.",
    "Ngày tháng trong tệp này có thể đọc theo nhiều thứ tự ({{orders}}), ví dụ '{{example}}' ở dòng {{line}}; hãy chọn thứ tự ngày rồi nhập lại.",
  ],
  'statements.dateFormatUnknown': [
    "The dates in {{column}} ('{{example}}') are not written in a format Ledgerdesk knows; choose the date format and columns by hand.",
    "Ngày tháng trong {{column}} ('{{example}}') không được viết theo định dạng Ledgerdesk biết; hãy tự chọn định dạng ngày và các cột.",
  ],
  'statements.columnNamed': ["the column '{{name}}'", "cột '{{name}}'"],
  'statements.columnNumber': ['column {{number}}', 'cột {{number}}'],
  'statements.noAmountColumn': [
    'No amount column could be recognised; choose the columns by hand.',
    'Không nhận ra được cột số tiền nào; hãy tự chọn các cột.',
  ],
  'statements.noDateAmountColumns': [
    'No date and amount columns could be recognised; choose the columns by hand.',
    'Không nhận ra được cột ngày và cột số tiền; hãy tự chọn các cột.',
  ],
  'statements.quoteNotClosed': ['a quoted field is never closed.', 'một trường trong dấu ngoặc kép không được đóng.'],
  'statements.columnNeedsHeader': [
    "The mapping names the column '{{column}}', but the file has no header row; use column numbers.",
    "Cách ghép cột gọi tên cột '{{column}}', nhưng tệp không có dòng tiêu đề; hãy dùng số thứ tự cột.",
  ],
  'statements.noSuchColumn': ["the header has no column '{{column}}'.", "dòng tiêu đề không có cột '{{column}}'."],
  'statements.noHeaderRow': [
    'The file has no header row: it holds no lines after the ones the mapping skips.',
    'Tệp không có dòng tiêu đề: không còn dòng nào sau những dòng mà cách ghép cột bỏ qua.',
  ],
  'statements.summaryRow': [
    "'{{label}}' sums up the statement; it is not a transaction.",
    "'{{label}}' là dòng tổng hợp của sao kê, không phải một giao dịch.",
  ],
  'statements.summaryRegister': [
    "'{{label}}' sums up the register; it is not a transaction.",
    "'{{label}}' là dòng tổng hợp của sổ, không phải một giao dịch.",
  ],
  'statements.zeroAmount': [
    "'{{description}}' has a zero amount and moves no money.",
    "'{{description}}' có số tiền bằng không và không làm tiền dịch chuyển.",
  ],
  'statements.foreignNoAmount': [
    "'{{description}}' is {{amount}} {{currency}}, not {{accountCurrency}}, and the file gives no {{accountCurrency}} amount; enter it by hand.",
    "'{{description}}' là {{amount}} {{currency}}, không phải {{accountCurrency}}, và tệp không ghi số tiền bằng {{accountCurrency}}; hãy nhập tay.",
  ],
  'statements.foreignNoAccountAmount': [
    "'{{description}}' is {{amount}} {{currency}}, not the account currency, and the file gives no account-currency amount; enter it by hand.",
    "'{{description}}' là {{amount}} {{currency}}, không phải loại tiền của tài khoản, và tệp không ghi số tiền theo loại tiền của tài khoản; hãy nhập tay.",
  ],
  'statements.markupNotClosed': ['{{what}} is never closed.', '{{what}} không được đóng.'],
  'statements.markupComment': ['A comment', 'Một chú thích'],
  'statements.markupCdata': ['A CDATA section', 'Một đoạn CDATA'],
  'statements.markupDeclaration': ['A declaration', 'Một khai báo'],
  'statements.tagNotClosed': ['A tag is never closed with ">".', 'Một thẻ không được đóng bằng ">".'],
  'statements.notATag': ["'<{{body}}>' is not a tag.", "'<{{body}}>' không phải là một thẻ."],
  'statements.noTransactions': ['The file holds no transactions to import.', 'Tệp không có giao dịch nào để nhập.'],
  'statements.noneRead': [
    {
      one: 'None of the 1 row could be read, so nothing was imported. {{lines}}{{hint}}',
      other: 'None of the {{count}} rows could be read, so nothing was imported. {{lines}}{{hint}}',
    },
    'Không đọc được dòng nào trong {{count}} dòng, nên chưa nhập gì. {{lines}}{{hint}}',
  ],
  'statements.noneToImport': [
    {
      one: 'None of the 1 row is a transaction to import. {{lines}}',
      other: 'None of the {{count}} rows is a transaction to import. {{lines}}',
    },
    'Không dòng nào trong {{count}} dòng là giao dịch để nhập. {{lines}}',
  ],
  'statements.chooseDateFormat': [' Choose the date format the file uses.', ' Hãy chọn định dạng ngày mà tệp dùng.'],
  'statements.checkMapping': [' Check the column mapping.', ' Hãy kiểm tra cách ghép cột.'],
  'statements.notOfx': [
    'This is not an OFX statement: the file has no <OFX> element.',
    'Đây không phải sao kê OFX: tệp không có phần tử <OFX>.',
  ],
  'statements.ofxNoPostingDate': ['the transaction has no posting date (DTPOSTED).', 'giao dịch không có ngày ghi sổ (DTPOSTED).'],
  'statements.ofxNoAmount': ['the transaction has no amount (TRNAMT).', 'giao dịch không có số tiền (TRNAMT).'],
  'statements.ofxCancels': [
    'the bank cancels transaction {{id}}; the cancellation is not imported, check that transaction by hand.',
    'ngân hàng hủy giao dịch {{id}}; việc hủy không được nhập, hãy tự kiểm tra giao dịch đó.',
  ],
  'statements.ofxNoAccount': [
    "the statement names no account ({{element}} with ACCTID), so it cannot be told apart from the file's other statements.",
    'sao kê không ghi tài khoản nào ({{element}} có ACCTID), nên không phân biệt được với các sao kê khác trong tệp.',
  ],
  'statements.ofxInvestment': [
    'investment statements are not bank statements and cannot be imported.',
    'sao kê đầu tư không phải sao kê ngân hàng và không nhập được.',
  ],
  'statements.ofxNoStatement': [
    'The OFX file holds no bank or credit-card statement (STMTRS or CCSTMTRS).',
    'Tệp OFX không có sao kê ngân hàng hay thẻ tín dụng nào (STMTRS hoặc CCSTMTRS).',
  ],
  'statements.camtNotBooked': [
    'the entry has status {{status}}: it is not booked yet.',
    'bút toán có trạng thái {{status}}: chưa được ghi sổ.',
  ],
  'statements.camtNoAmount': ['the entry has no amount (Amt).', 'bút toán không có số tiền (Amt).'],
  'statements.camtNoDirection': [
    'the entry does not say whether it is a credit or a debit (CdtDbtInd).',
    'bút toán không cho biết là ghi có hay ghi nợ (CdtDbtInd).',
  ],
  'statements.camtNoDate': ['the entry has no valid booking date (BookgDt).', 'bút toán không có ngày ghi sổ hợp lệ (BookgDt).'],
  'statements.camtNoAccount': ['the statement names no account (Acct/Id).', 'sao kê không ghi tài khoản nào (Acct/Id).'],
  'statements.camtReport': [
    'This is a CAMT.052 or CAMT.054 report, not a CAMT.053 statement; ask the bank for the end-of-day statement (camt.053).',
    'Đây là báo cáo CAMT.052 hoặc CAMT.054, không phải sao kê CAMT.053; hãy xin ngân hàng sao kê cuối ngày (camt.053).',
  ],
  'statements.notCamt': [
    'This is not a CAMT.053 statement: the file has no <BkToCstmrStmt>.',
    'Đây không phải sao kê CAMT.053: tệp không có <BkToCstmrStmt>.',
  ],
  'statements.camtNoStatement': [
    'the CAMT.053 file holds no statement (<Stmt>), so there is nothing to import.',
    'tệp CAMT.053 không có sao kê nào (<Stmt>), nên không có gì để nhập.',
  ],
  'statements.qifNoField': ['the record has no {{codes}} field.', 'bản ghi không có trường {{codes}}.'],
  'statements.qifNoTransactions': ['The QIF file holds no bank transactions.', 'Tệp QIF không có giao dịch ngân hàng nào.'],
  'statements.spreadsheetAsText': [
    'A spreadsheet is read into rows by the server and then parsed with parseRows; it cannot be parsed as text.',
    'Bảng tính được máy chủ đọc thành các dòng rồi mới phân tích; không thể phân tích nó như văn bản.',
  ],
  'statements.noAccountStatement': ['The file holds no bank account statement.', 'Tệp không có sao kê tài khoản ngân hàng nào.'],
  'statements.noSuchAccount': [
    "The file has no account '{{accountId}}'. It holds: {{accounts}}.",
    "Tệp không có tài khoản '{{accountId}}'. Tệp gồm: {{accounts}}.",
  ],
  'statements.severalAccounts': [
    'The file holds {{count}} accounts ({{accounts}}); choose one by sending its number in the accountId field.',
    'Tệp có {{count}} tài khoản ({{accounts}}); hãy chọn một bằng cách gửi số tài khoản trong trường accountId.',
  ],
  'statements.notXlsx': [
    'The spreadsheet cannot be read: it is not a valid XLSX file.',
    'Không đọc được bảng tính: đây không phải tệp XLSX hợp lệ.',
  ],
  'statements.noSheets': ['The spreadsheet has no sheets.', 'Bảng tính không có trang tính nào.'],
  'statements.tooComplex': ['The file is too large or too complex to read.', 'Tệp quá lớn hoặc quá phức tạp để đọc.'],
  'statements.tooSlow': ['The file took too long to read.', 'Đọc tệp mất quá nhiều thời gian.'],
  'statements.importFailed': ['The import failed.', 'Nhập sao kê không thành công.'],
} as const satisfies Catalogue;
