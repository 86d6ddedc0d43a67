/** Statement imports: what the parsers and the preview say of a file's rows. */
import type { Catalogue } from './catalogue.js';

export const IMPORTS = {
  'imports.balanceCurrency': [
    "Line {{line}}: the {{code}} balance is in {{currency}}, not the account's {{accountCurrency}}, and was not used.",
    'Dòng {{line}}: số dư {{code}} tính bằng {{currency}}, không phải {{accountCurrency}} của tài khoản, nên không được dùng.',
  ],
  'imports.balanceNotNumber': [
    "Line {{line}}: the balance '{{raw}}' is not a number and was ignored.",
    "Dòng {{line}}: số dư '{{raw}}' không phải là số nên đã bị bỏ qua.",
  ],
  'imports.camtDetailsDiffer': [
    "Line {{line}}: the entry's {{count}} details do not add up to its amount, so it is imported as one transaction.",
    'Dòng {{line}}: {{count}} chi tiết của bút toán không cộng lại bằng số tiền của nó, nên được nhập thành một giao dịch.',
  ],
  'imports.converted': [
    "Line {{line}}: '{{description}}' is {{amount}}; the file gives {{converted}} for it, which is imported.",
    "Dòng {{line}}: '{{description}}' là {{amount}}; tệp ghi {{converted}} cho khoản này, và số đó được nhập.",
  ],
  'imports.datesAmbiguous': [
    'The dates could be read as {{chosen}} or as {{other}}; they were read as {{chosen}}. If that is wrong, map the columns and choose the date format.',
    'Ngày tháng có thể đọc theo {{chosen}} hoặc {{other}}; hệ thống đã đọc theo {{chosen}}. Nếu sai, hãy tự ghép cột và chọn định dạng ngày.',
  ],
  'imports.doesNotAddUp': [
    'The statement does not add up: opening balance {{opening}} plus transactions {{moved}} is {{expected}}, but the closing balance is {{closing}} (a difference of {{difference}}).',
    'Sao kê không khớp: số dư đầu kỳ {{opening}} cộng các giao dịch {{moved}} bằng {{expected}}, nhưng số dư cuối kỳ là {{closing}} (chênh lệch {{difference}}).',
  ],
  'imports.noCurrency': [
    'Line {{line}}: the statement does not say its currency (CURDEF).',
    'Dòng {{line}}: sao kê không ghi loại tiền tệ (CURDEF).',
  ],
  'imports.ofxCorrection': [
    'Line {{line}}: transaction {{id}} replaces {{corrects}} (CORRECTACTION {{action}}); check the earlier one is not kept twice.',
    'Dòng {{line}}: giao dịch {{id}} thay thế {{corrects}} (CORRECTACTION {{action}}); hãy kiểm tra để giao dịch trước không bị ghi hai lần.',
  ],
  'imports.qifNoAmount': [
    'Line {{line}}: a record without an amount was skipped.',
    'Dòng {{line}}: bản ghi không có số tiền đã bị bỏ qua.',
  ],
  'imports.qifNoDate': ['Line {{line}}: a record without a date was skipped.', 'Dòng {{line}}: bản ghi không có ngày đã bị bỏ qua.'],
  'imports.qifOtherType': [
    "Line {{line}}: {{count}} record(s) of type '{{type}}' are not bank transactions and were left out.",
    "Dòng {{line}}: {{count}} bản ghi loại '{{type}}' không phải giao dịch ngân hàng nên đã bị bỏ ra.",
  ],
  'imports.qifUnnamedAccount': [
    'Line {{line}}: an account without a name was left out, with its transactions.',
    'Dòng {{line}}: một tài khoản không có tên đã bị bỏ ra, cùng các giao dịch của nó.',
  ],
  'imports.runningBalanceBreaks': [
    'Line {{line}}: the running balance does not follow from the amounts; check that the amount columns and signs are mapped right.',
    'Dòng {{line}}: số dư lũy kế không khớp với các số tiền; hãy kiểm tra cột số tiền và dấu đã được ghép đúng.',
  ],
} as const satisfies Catalogue;
