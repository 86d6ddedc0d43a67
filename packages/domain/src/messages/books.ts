/** The books: ledger, bank accounts and imports, charts of accounts, coding and contractors. */
import type { Catalogue } from './catalogue.js';

export const BOOKS = {
  'banking.accountClosed': [
    'This bank account is closed; reopen it to import statements.',
    'Tài khoản ngân hàng này đã đóng; hãy mở lại để nhập sao kê.',
  ],
  'banking.consentExpired': [
    'feed.consentExpiresAt: the consent has already expired; renew it with the bank first.',
    'feed.consentExpiresAt: sự đồng ý đã hết hạn; hãy gia hạn với ngân hàng trước.',
  ],
  'banking.discardUncommitted': [
    'Only an import that has not been committed can be discarded.',
    'Chỉ có thể hủy lần nhập chưa được ghi nhận.',
  ],
  'banking.emptyFile': ['The file is empty.', 'Tệp trống.'],
  'banking.feedOnlineOnly': [
    'feed: only an online account has a feed connection.',
    'feed: chỉ tài khoản trực tuyến mới có kết nối nguồn dữ liệu ngân hàng.',
  ],
  'banking.feedRequired': [
    'feed: an online account needs its feed provider and connection details.',
    'feed: tài khoản trực tuyến cần nhà cung cấp nguồn dữ liệu và thông tin kết nối.',
  ],
  'banking.hasTransactions': [
    'This bank account has transactions; close it instead.',
    'Tài khoản ngân hàng này đã có giao dịch; hãy đóng tài khoản thay vì xóa.',
  ],
  'banking.importCommitted': ['This import has already been committed.', 'Lần nhập này đã được ghi nhận.'],
  'banking.ledgerAccountFixed': [
    'This bank account has coded transactions, which posted to its ledger account; that account cannot change.',
    'Tài khoản ngân hàng này có giao dịch đã hạch toán vào tài khoản sổ cái của nó; không thể đổi tài khoản đó.',
  ],
  'banking.ledgerAccountInactive': [
    'ledgerAccountId: {{code}} {{name}} is inactive.',
    'ledgerAccountId: {{code}} {{name}} đã ngừng sử dụng.',
  ],
  'banking.ledgerAccountNotBank': [
    'ledgerAccountId: {{code}} {{name}} is not an asset account of subtype bank.',
    'ledgerAccountId: {{code}} {{name}} không phải tài khoản tài sản loại ngân hàng.',
  ],
  'banking.ledgerAccountOfChart': [
    'ledgerAccountId: choose an account of this business’s chart.',
    'ledgerAccountId: hãy chọn một tài khoản thuộc hệ thống tài khoản của doanh nghiệp này.',
  ],
  'banking.ledgerAccountTaken': [
    '{{code}} {{name}} is already the ledger account of the bank account "{{bankAccount}}".',
    '{{code}} {{name}} đã là tài khoản sổ cái của tài khoản ngân hàng "{{bankAccount}}".',
  ],
  'banking.noFreeCode': [
    'The chart has no free 1-1xxx code for a new bank account; choose its ledger account (ledgerAccountId).',
    'Hệ thống tài khoản không còn mã 1-1xxx trống cho tài khoản ngân hàng mới; hãy chọn tài khoản sổ cái (ledgerAccountId).',
  ],
  'banking.archiveRefused': ['{{detail}}', 'Tệp nén bị từ chối: {{detail}}'],
  // The parsers' own sentence says why nothing can be imported, in either language.
  'banking.nothingToImport': ['{{detail}}', '{{detail}}'],
  'banking.oneStatement': ['Send one statement per upload.', 'Mỗi lần tải lên chỉ gửi một sao kê.'],
  'banking.openingDateRequired': ['openingDate: give the date of the opening balance.', 'openingDate: hãy nhập ngày của số dư đầu kỳ.'],
  'banking.restoreBusinessFirst': [
    'Restore the business before importing into it.',
    'Hãy khôi phục doanh nghiệp trước khi nhập dữ liệu vào.',
  ],
  'banking.statementField': [
    'Attach the statement in a form field named "file".',
    'Hãy đính kèm sao kê trong trường biểu mẫu có tên "file".',
  ],
  'banking.statementMultipart': [
    'Send the statement as multipart/form-data in a field named "file".',
    'Hãy gửi sao kê dưới dạng multipart/form-data trong trường có tên "file".',
  ],
  'banking.statementTooLarge': ['The statement is larger than {{size}} MB.', 'Sao kê lớn hơn {{size}} MB.'],
  'banking.unknownMapping': [
    'mappingId: choose a saved mapping of this business.',
    'mappingId: hãy chọn một cách ghép cột đã lưu của doanh nghiệp này.',
  ],
  'banking.unknownProvider': ['feed.provider: choose one of {{providers}}.', 'feed.provider: hãy chọn một trong {{providers}}.'],
  'banking.unreadable': ['{{detail}}', 'Không đọc được sao kê. {{detail}}'],
  'charts.bankLedgerDelete': [
    'This account is the ledger account of the bank account "{{bankAccount}}"; remove the bank account first.',
    'Tài khoản này là tài khoản sổ cái của tài khoản ngân hàng "{{bankAccount}}"; hãy xóa tài khoản ngân hàng trước.',
  ],
  'charts.bankLedgerStaysBank': [
    'This account is the ledger account of the bank account "{{bankAccount}}": it stays an asset of subtype bank.',
    'Tài khoản này là tài khoản sổ cái của tài khoản ngân hàng "{{bankAccount}}": nó vẫn phải là tài sản loại ngân hàng.',
  ],
  'charts.brandTemplateTaken': ['A brand template named "{{name}}" already exists.', 'Đã có mẫu thương hiệu tên "{{name}}".'],
  'charts.codeTaken': [
    'The code "{{code}}" is already used in this chart. Account codes are unique per chart.',
    'Mã "{{code}}" đã được dùng trong hệ thống tài khoản này. Mã tài khoản là duy nhất trong mỗi hệ thống tài khoản.',
  ],
  'charts.codeTakenBy': [
    'The code "{{code}}" is already used by "{{holder}}" in this chart. Account codes are unique per chart.',
    'Mã "{{code}}" đã được "{{holder}}" dùng trong hệ thống tài khoản này. Mã tài khoản là duy nhất trong mỗi hệ thống tài khoản.',
  ],
  'charts.csvField': ['Attach the CSV in a form field named "file".', 'Hãy đính kèm tệp CSV trong trường biểu mẫu có tên "file".'],
  'charts.csvMultipart': [
    'Send the CSV as multipart/form-data in a field named "file".',
    'Hãy gửi tệp CSV dưới dạng multipart/form-data trong trường có tên "file".',
  ],
  'charts.csvNotImported': [
    { one: 'The file was not imported (1 problem). {{problems}}', other: 'The file was not imported ({{count}} problems). {{problems}}' },
    'Tệp chưa được nhập ({{count}} lỗi). {{problems}}',
  ],
  'charts.csvTooLarge': ['The CSV is larger than 2 MB.', 'Tệp CSV lớn hơn 2 MB.'],
  'charts.hasPostings': [
    'This account has postings; deactivate it instead.',
    'Tài khoản này đã có bút toán; hãy ngừng sử dụng thay vì xóa.',
  ],
  'charts.roleBeforeDeactivate': [
    "This account holds the system role '{{role}}'; give the role to another account before deactivating it.",
    "Tài khoản này giữ vai trò hệ thống '{{role}}'; hãy giao vai trò cho tài khoản khác trước khi ngừng sử dụng.",
  ],
  'charts.roleBeforeDelete': [
    "This account holds the system role '{{role}}'; give the role to another account before deleting it.",
    "Tài khoản này giữ vai trò hệ thống '{{role}}'; hãy giao vai trò cho tài khoản khác trước khi xóa.",
  ],
  'charts.roleTaken': [
    "The system role '{{role}}' is already held by {{code}} {{name}} in this chart.",
    "Vai trò hệ thống '{{role}}' đã thuộc về {{code}} {{name}} trong hệ thống tài khoản này.",
  ],
  'charts.roleTakenRace': [
    'That system role is already held by another account in this chart.',
    'Vai trò hệ thống đó đã thuộc về một tài khoản khác trong hệ thống tài khoản này.',
  ],
  'charts.subtypeMismatch': [
    "subtype: '{{subtype}}' is for {{allowed}} accounts, not {{type}}.",
    "subtype: '{{subtype}}' dành cho tài khoản {{allowed}}, không phải {{type}}.",
  ],
  'charts.systemSourceOnly': [
    'sourceChartId: choose a system template to derive the brand template from.',
    'sourceChartId: hãy chọn một mẫu hệ thống để tạo mẫu cho thương hiệu.',
  ],
  'charts.systemTemplateTaken': ['A system template named "{{name}}" already exists.', 'Đã có mẫu hệ thống tên "{{name}}".'],
  'charts.unknownSource': [
    'sourceChartId: choose a chart-of-accounts template that exists.',
    'sourceChartId: hãy chọn một mẫu hệ thống tài khoản có tồn tại.',
  ],
  'coding.confirmRule': [
    'This rule would code {{lines}} of the {{total}} lines in the target, more than half: confirm to apply it.',
    'Quy tắc này sẽ hạch toán {{lines}} trên {{total}} dòng trong phạm vi, hơn một nửa: hãy xác nhận để áp dụng.',
  ],
  'coding.confirmRules': [
    'The active rules would code {{lines}} of the {{total}} lines in the target, more than half: confirm to apply them.',
    'Các quy tắc đang hoạt động sẽ hạch toán {{lines}} trên {{total}} dòng trong phạm vi, hơn một nửa: hãy xác nhận để áp dụng.',
  ],
  'coding.jobFailed': [
    'The run stopped on a server error and nothing was changed: try again, and tell your administrator if it happens again.',
    'Lần chạy đã dừng do lỗi máy chủ và không có gì bị thay đổi: hãy thử lại, và báo cho quản trị viên nếu lỗi lặp lại.',
  ],
  'coding.lineNotCoded': [
    'This line is not coded: code it first, then make a rule from it.',
    'Dòng này chưa được hạch toán: hãy hạch toán trước, rồi tạo quy tắc từ nó.',
  ],
  'coding.nothingToRecode': [
    'No open line matches these conditions with another coding: nothing to recode.',
    'Không có dòng nào đang mở khớp các điều kiện này với hạch toán khác: không có gì để hạch toán lại.',
  ],
  'coding.previewWhat': ['Give a rule id or a draft to preview.', 'Hãy cung cấp mã quy tắc hoặc bản nháp để xem trước.'],
  'coding.recodeProblems': ['{{problems}}', '{{problems}}'],
  'coding.recodeUndone': ['This recode has already been undone.', 'Lần hạch toán lại này đã được hoàn tác.'],
  'coding.ruleOrder': [
    'ruleIds: list each rule of this scope exactly once.',
    'ruleIds: hãy liệt kê mỗi quy tắc của phạm vi này đúng một lần.',
  ],
  'coding.ruleProblem': ['{{field}}: {{problem}}', '{{field}}: {{problem}}'],
  'coding.ruleStatusMove': [
    'A rule that is {{from}} cannot be made {{to}}.',
    'Không thể chuyển quy tắc từ trạng thái {{from}} sang {{to}}.',
  ],
  'coding.runUndone': ['This run has been undone already.', 'Lần chạy này đã được hoàn tác.'],
  'contractors.abnQuoted': [
    'Line {{line}}: {{name}} quoted an ABN, so no no-ABN withholding applies.',
    'Dòng {{line}}: {{name}} đã cung cấp ABN, nên không áp dụng khấu trừ do không có ABN.',
  ],
  'contractors.paidOutOnly': [
    'Line {{line}}: only money paid out can be a payment to a contractor.',
    'Dòng {{line}}: chỉ khoản tiền chi ra mới có thể là khoản thanh toán cho nhà thầu.',
  ],
  'contractors.tparNotReady': ['The TPAR file cannot be made yet: {{problems}}', 'Chưa thể tạo tệp TPAR: {{problems}}'],
  'ledger.accountInactive': [
    'Account {{code}} {{name}} is inactive: choose an active account.',
    'Tài khoản {{code}} {{name}} đã ngừng sử dụng: hãy chọn một tài khoản đang hoạt động.',
  ],
  'ledger.accountNotInChart': [
    "Account {{id}} is not in this business's chart of accounts.",
    'Tài khoản {{id}} không thuộc hệ thống tài khoản của doanh nghiệp này.',
  ],
  'ledger.badCursor': [
    'The cursor is not valid: start again from the first page.',
    'Con trỏ trang không hợp lệ: hãy bắt đầu lại từ trang đầu.',
  ],
  'ledger.balanceDiffers': [
    'The statement balance {{statement}} differs from the ledger balance {{ledger}} by {{difference}}.',
    'Số dư sao kê {{statement}} chênh lệch với số dư sổ cái {{ledger}} là {{difference}}.',
  ],
  'ledger.bulkOnce': [
    'Each transaction may appear only once in a bulk coding.',
    'Mỗi giao dịch chỉ được xuất hiện một lần trong một lần hạch toán hàng loạt.',
  ],
  'ledger.entryUnbalanced': [
    'A journal entry does not balance: debits and credits must be equal.',
    'Bút toán không cân: tổng Nợ phải bằng tổng Có.',
  ],
  'ledger.immutable': [
    'Posted journal lines cannot change; replace the entry instead.',
    'Không thể sửa các dòng bút toán đã ghi sổ; hãy thay bút toán khác.',
  ],
  'ledger.lineReconciled': [
    '{{prefix}}The line of {{date}} is reconciled to the statement of {{reconciledTo}}: undo that reconciliation before changing its coding.',
    '{{prefix}}Dòng ngày {{date}} đã được đối chiếu với sao kê ngày {{reconciledTo}}: hãy hủy lần đối chiếu đó trước khi thay đổi hạch toán.',
  ],
  'ledger.lineReconciledAlready': [
    'This bank line is reconciled: undo the reconciliation before changing it.',
    'Dòng ngân hàng này đã được đối chiếu: hãy hủy đối chiếu trước khi thay đổi.',
  ],
  'ledger.lockDateBack': [
    'Only a Super Admin may move the lock date back or remove it.',
    'Chỉ Super Admin mới có thể lùi hoặc gỡ ngày khóa sổ.',
  ],
  'ledger.locked': [
    '{{prefix}}The books are locked up to {{date}}: nothing dated on or before it can change.',
    '{{prefix}}Sổ sách đã khóa đến ngày {{date}}: không thể thay đổi gì có ngày từ ngày đó trở về trước.',
  ],
  'ledger.lockedPeriod': [
    'This period is locked: nothing dated on or before the lock date can change.',
    'Kỳ đã khóa: không thể thay đổi gì có ngày từ ngày khóa sổ trở về trước.',
  ],
  'ledger.manualJournalsOnly': [
    'Only manual journals can be deleted here, adjustments included: uncode the bank transaction, or enter the opening balances again.',
    'Chỉ có thể xóa bút toán thủ công ở đây, kể cả bút toán điều chỉnh: hãy bỏ hạch toán giao dịch ngân hàng, hoặc nhập lại số dư đầu kỳ.',
  ],
  'ledger.noGstAccount': [
    "{{prefix}}The chart of accounts has no GST account (system role 'gst') to post GST to.",
    "{{prefix}}Hệ thống tài khoản không có tài khoản GST (vai trò hệ thống 'gst') để ghi GST.",
  ],
  'ledger.noOpeningEquity': [
    "The chart of accounts has no 'Opening balance equity' or owner's capital account to balance opening balances against.",
    "Hệ thống tài khoản không có tài khoản 'Opening balance equity' hay vốn chủ sở hữu để cân đối số dư đầu kỳ.",
  ],
  'ledger.notCents': ['{{prefix}}An amount is not a whole number of cents.', '{{prefix}}Có số tiền không phải là số xu nguyên.'],
  'ledger.openingBalancesDate': [
    'Opening balances are dated {{date}}: enter this one on that date, or enter all opening balances again.',
    'Số dư đầu kỳ được ghi ngày {{date}}: hãy nhập khoản này vào ngày đó, hoặc nhập lại toàn bộ số dư đầu kỳ.',
  ],
  'ledger.reconciledAlready': [
    'The account is reconciled up to {{date}} already: choose a later statement date.',
    'Tài khoản đã được đối chiếu đến ngày {{date}}: hãy chọn ngày sao kê sau đó.',
  ],
  'ledger.reopenReason': ['Give a reason for reopening locked periods.', 'Hãy nêu lý do mở lại các kỳ đã khóa.'],
  'ledger.splitMismatch': [
    "{{prefix}}The split lines add up to {{actual}}, not the transaction's {{expected}}.",
    '{{prefix}}Các dòng tách cộng lại bằng {{actual}}, không bằng số tiền giao dịch {{expected}}.',
  ],
  'ledger.unbalanced': [
    '{{prefix}}The lines do not balance: debits and credits differ by {{difference}}.',
    '{{prefix}}Bút toán không cân: tổng Nợ và tổng Có chênh lệch {{difference}}.',
  ],
  'ledger.uncodedBeforeReconcile': [
    {
      one: '1 bank line is not coded up to {{date}}: code it first.',
      other: '{{count}} bank lines are not coded up to {{date}}: code them first.',
    },
    'Còn {{count}} dòng ngân hàng chưa hạch toán đến ngày {{date}}: hãy hạch toán trước.',
  ],
  'ledger.undoLaterReconciliation': [
    'Undo the later reconciliation to {{date}} first: it starts from this one’s balance.',
    'Hãy hủy lần đối chiếu sau đó đến ngày {{date}} trước: nó bắt đầu từ số dư của lần này.',
  ],
  'transfers.noClearingAccount': [
    "The chart of accounts has no transfer clearing account (system role 'transfer_clearing') to code transfers to.",
    "Hệ thống tài khoản không có tài khoản trung gian chuyển khoản (vai trò hệ thống 'transfer_clearing') để hạch toán các khoản chuyển khoản.",
  ],
} as const satisfies Catalogue;
