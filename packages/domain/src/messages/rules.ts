/**
 * Coding rules, recodes and transfer decisions: why a rule cannot be saved, why a line is not
 * coded, why a recode is refused, why a transfer pair was skipped.
 */
import type { Catalogue } from './catalogue.js';

export const RULES = {
  // The rule itself: conditions, actions and the regular expressions it may hold.
  'rules.needsCondition': ['A rule needs at least one condition.', 'Quy tắc cần ít nhất một điều kiện.'],
  'rules.tooManyConditions': ['A rule may hold at most {{max}} conditions.', 'Một quy tắc chỉ được có tối đa {{max}} điều kiện.'],
  'rules.nestedTooDeep': ['Groups may be nested at most {{max}} deep.', 'Các nhóm chỉ được lồng nhau tối đa {{max}} cấp.'],
  'rules.needsAction': ['A rule needs at least one action.', 'Quy tắc cần ít nhất một hành động.'],
  'rules.oneRemainder': ['Exactly one split takes the remainder.', 'Phải có đúng một dòng chia nhận phần còn lại.'],
  'rules.percentTooHigh': [
    'The percentages leave nothing for the remainder line.',
    'Các tỷ lệ phần trăm không để lại gì cho dòng nhận phần còn lại.',
  ],
  'rules.boundsBackwards': ['The upper bound is below the lower bound.', 'Giới hạn trên nhỏ hơn giới hạn dưới.'],
  'rules.datesBackwards': ['The end date is before the start date.', 'Ngày kết thúc trước ngày bắt đầu.'],
  'rules.accountNarrowsCoded': [
    'An account narrows only the coded state.',
    'Chỉ có thể giới hạn theo tài khoản cho trạng thái đã hạch toán.',
  ],
  'rules.patternAt': ['{{reason}} at character {{position}}', '{{reason}} tại ký tự thứ {{position}}'],
  'rules.pattern.nothingToRepeat': ['Nothing to repeat', 'Không có gì để lặp lại'],
  'rules.pattern.escapeBrace': ['Write \\{ for a brace', 'Hãy viết \\{ cho dấu ngoặc nhọn'],
  'rules.pattern.escapeBracket': ['Write \\{{bracket}} for a bracket', 'Hãy viết \\{{bracket}} cho dấu ngoặc'],
  'rules.pattern.lookaround': ['Lookahead and lookbehind are not supported', 'Không hỗ trợ lookahead và lookbehind'],
  'rules.pattern.namedGroup': ['Named groups are not supported', 'Không hỗ trợ nhóm có tên'],
  'rules.pattern.unknownGroup': ['Unknown group syntax (?', 'Cú pháp nhóm (? không xác định'],
  'rules.pattern.nestedTooDeep': ['Groups may be nested at most {{max}} deep', 'Các nhóm chỉ được lồng nhau tối đa {{max}} cấp'],
  'rules.pattern.unclosedGroup': ['Unclosed group', 'Nhóm chưa được đóng'],
  'rules.pattern.emptyGroup': ['Empty group', 'Nhóm rỗng'],
  'rules.pattern.unmatchedParen': ['Unmatched )', 'Dấu ) không có dấu ( tương ứng'],
  'rules.pattern.emptyAlternative': ['Empty alternative', 'Lựa chọn rỗng'],
  'rules.pattern.loneBackslash': ['The pattern ends with a lone \\', 'Mẫu kết thúc bằng một dấu \\ đơn lẻ'],
  'rules.pattern.backReference': ['Back-references are not supported', 'Không hỗ trợ tham chiếu ngược'],
  'rules.pattern.unknownEscape': ['Unknown escape \\{{escape}}', 'Ký tự thoát \\{{escape}} không xác định'],
  'rules.pattern.braceOrRepeat': [
    'Write \\{ for a brace, or a repeat like {2,5}',
    'Hãy viết \\{ cho dấu ngoặc nhọn, hoặc một số lần lặp như {2,5}',
  ],
  'rules.pattern.repeatedRepeat': [
    'A group holding repeats or alternatives cannot be repeated, as in (a+)+',
    'Không thể lặp lại một nhóm chứa phép lặp hoặc lựa chọn, như (a+)+',
  ],
  'rules.pattern.lazy': ['Lazy repeats are not supported', 'Không hỗ trợ phép lặp lười'],
  'rules.pattern.twoRepeats': ['Two repeats in a row', 'Hai phép lặp liền nhau'],
  'rules.pattern.repeatTooMany': ['A repeat count may be at most {{max}}', 'Số lần lặp tối đa là {{max}}'],
  'rules.pattern.repeatBackwards': ['The repeat count is backwards', 'Số lần lặp bị ngược'],
  'rules.pattern.emptyClass': ['Empty class: write \\] for a bracket', 'Lớp ký tự rỗng: hãy viết \\] cho dấu ngoặc vuông'],
  'rules.pattern.unclosedClass': ['Unclosed [', 'Dấu [ chưa được đóng'],
  'rules.pattern.rangeEnds': ['A range must run between two characters', 'Một khoảng phải nằm giữa hai ký tự'],
  'rules.pattern.rangeBackwards': ['The range is backwards', 'Khoảng bị ngược'],
  'rules.pattern.boundaryInClass': ['\\{{escape}} is not supported inside [ ]', 'Không hỗ trợ \\{{escape}} bên trong [ ]'],
  'rules.pattern.empty': ['Enter a pattern', 'Hãy nhập một mẫu'],
  'rules.pattern.tooLong': ['A pattern may be at most {{max}} characters', 'Mẫu chỉ được dài tối đa {{max}} ký tự'],
  'rules.pattern.invalidCharacter': ['Invalid character', 'Ký tự không hợp lệ'],
  // A rule against a business's chart and bank accounts.
  'rules.accountNotInChart': [
    "Account {{code}} is not in this business's chart.",
    'Tài khoản {{code}} không có trong hệ thống tài khoản của doanh nghiệp này.',
  ],
  'rules.taxCodeUnfit': [
    'Account {{account}} cannot take tax code {{taxCode}}.',
    'Tài khoản {{account}} không dùng được mã thuế {{taxCode}}.',
  ],
  'rules.bankAccountStranger': [
    "Bank account {{id}} is not one of this business's bank accounts.",
    'Tài khoản ngân hàng {{id}} không thuộc doanh nghiệp này.',
  ],
  // Why a rule leaves a line it matches alone.
  'rules.outcome.locked': ['The books are locked up to {{date}}.', 'Sổ sách đã khóa đến ngày {{date}}.'],
  'rules.outcome.reconciled': [
    'The line is reconciled; undo the reconciliation to change it.',
    'Dòng này đã được đối chiếu; hãy hủy đối chiếu để thay đổi.',
  ],
  'rules.outcome.codedAlready': [
    'The line is coded already; a suggestion never replaces an entry.',
    'Dòng này đã được hạch toán; một gợi ý không bao giờ thay thế bút toán.',
  ],
  'rules.outcome.codedByHand': ['Coded by hand.', 'Đã hạch toán thủ công.'],
  'rules.outcome.accountInactive': [
    'Account {{code}} is inactive in this chart.',
    'Tài khoản {{code}} đang ngừng hoạt động trong hệ thống tài khoản này.',
  ],
  'rules.outcome.accountMissing': ['The chart has no account {{code}}.', 'Hệ thống tài khoản không có tài khoản {{code}}.'],
  'rules.outcome.splitTooLarge': [
    'The fixed amounts and percentages add up to more than the line.',
    'Các số tiền cố định và tỷ lệ phần trăm cộng lại lớn hơn số tiền của dòng.',
  ],
  'rules.outcome.zeroLine': ['A line of zero leaves nothing to code.', 'Dòng có số tiền bằng không thì không có gì để hạch toán.'],
  'rules.outcome.takenBy': ['Rule “{{rule}}” comes first.', 'Quy tắc “{{rule}}” được áp dụng trước.'],
  'rules.outcome.lockedLine': [
    'The line of {{date}} is in the period locked up to {{lockDate}}.',
    'Dòng ngày {{date}} nằm trong kỳ đã khóa đến ngày {{lockDate}}.',
  ],
  'rules.outcome.noAccount': ['The suggestion has no account to code to.', 'Gợi ý không có tài khoản để hạch toán vào.'],
  // A recode refused for one business.
  'rules.recode.problem': ['{{business}}: {{problem}}', '{{business}}: {{problem}}'],
  'rules.recode.noAccount': [
    'its chart of accounts has no account {{code}}.',
    'hệ thống tài khoản của doanh nghiệp không có tài khoản {{code}}.',
  ],
  'rules.recode.inactive': ['account {{account}} is inactive.', 'tài khoản {{account}} đang ngừng hoạt động.'],
  'rules.recode.reserved': [
    'account {{account}} is a bank or GST account, which only the ledger posts to.',
    'tài khoản {{account}} là tài khoản ngân hàng hoặc GST, chỉ sổ cái mới được ghi vào.',
  ],
  'rules.recode.taxCodeUnfit': [
    'account {{account}} cannot take tax code {{taxCode}}.',
    'tài khoản {{account}} không dùng được mã thuế {{taxCode}}.',
  ],
  'rules.recode.noGstAccount': [
    "its chart has no GST account (system role 'gst') to post GST to.",
    "hệ thống tài khoản của doanh nghiệp không có tài khoản GST (vai trò hệ thống 'gst') để ghi GST vào.",
  ],
  // An internal-transfer pair left as it was.
  'transfers.status.proposed': ['proposed', 'đang đề xuất'],
  'transfers.status.accepted': ['accepted', 'đã chấp nhận'],
  'transfers.status.rejected': ['rejected', 'đã từ chối'],
  'transfers.skip.status': ['The pair is {{status}}, not {{wanted}}.', 'Cặp này đang ở trạng thái {{status}}, không phải {{wanted}}.'],
  'transfers.skip.gone': ['A line of the pair no longer exists.', 'Một dòng của cặp này không còn tồn tại.'],
  'transfers.skip.held': [
    'The line of {{date}} is in the locked period or reconciled: it is shown, not changed.',
    'Dòng ngày {{date}} nằm trong kỳ đã khóa hoặc đã được đối chiếu: chỉ hiển thị, không thay đổi.',
  ],
  'transfers.skip.codedSince': [
    'The line of {{date}} has been coded since the pair was proposed.',
    'Dòng ngày {{date}} đã được hạch toán kể từ khi cặp này được đề xuất.',
  ],
  'transfers.skip.recodedSince': [
    'A line of the pair has been recoded since it was accepted.',
    'Một dòng của cặp này đã được hạch toán lại kể từ khi được chấp nhận.',
  ],
} as const satisfies Catalogue;
