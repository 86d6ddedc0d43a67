/** Reports: their periods, lock requests and approvals, exports and embed links. */
import type { Catalogue } from './catalogue.js';

export const REPORTS = {
  'exports.tooLarge': [
    'This export holds {{lines}} journal lines, more than the {{limit}} a direct download may carry: start it as a job with POST {{jobPath}}, then download the file the job makes.',
    'Bản xuất này có {{lines}} dòng nhật ký, vượt quá {{limit}} dòng mà tải xuống trực tiếp cho phép: hãy chạy nó dưới dạng tác vụ bằng POST {{jobPath}}, rồi tải tệp mà tác vụ tạo ra.',
  ],
  'exports.jobFailed': [
    'The export stopped on a server error and no file was made: try again, and tell your administrator if it happens again.',
    'Việc xuất đã dừng do lỗi máy chủ và không có tệp nào được tạo: hãy thử lại, và báo cho quản trị viên nếu lỗi lặp lại.',
  ],
  'exports.expired': ['This export file has expired and was removed: export again.', 'Tệp xuất này đã hết hạn và đã bị xóa: hãy xuất lại.'],
  'reports.export.cashBasis': ['Cash basis', 'Cơ sở tiền mặt'],
  'reports.export.accrualBasis': ['Accrual basis', 'Cơ sở dồn tích'],
  'reports.export.noAbn': ['No ABN recorded', 'Chưa ghi nhận ABN'],
  'reports.export.teamMember': ['a team member', 'một thành viên trong nhóm'],
  'reports.export.approvedBy': ['Approved by {{by}} on {{at}}', 'Được {{by}} duyệt lúc {{at}}'],
  'reports.export.notIncluded': [
    { one: 'Not included: 1 uncoded bank line, net {{net}}', other: 'Not included: {{count}} uncoded bank lines, net {{net}}' },
    'Chưa bao gồm: {{count}} dòng ngân hàng chưa hạch toán, ròng {{net}}',
  ],
  'reports.export.notIncludedRow': [
    { one: 'Not included: 1 uncoded bank line {{span}}', other: 'Not included: {{count}} uncoded bank lines {{span}}' },
    'Chưa bao gồm: {{count}} dòng ngân hàng chưa hạch toán {{span}}',
  ],
  'reports.export.uncodedSpan': ['from {{from}} to {{to}}', 'từ {{from}} đến {{to}}'],
  'reports.export.uncodedUpTo': ['up to {{to}}', 'đến {{to}}'],
  'reports.export.asAt': ['As at {{date}}', 'Tại ngày {{date}}'],
  'reports.title.trial-balance': ['Trial balance', 'Bảng cân đối số phát sinh'],
  'reports.title.profit-and-loss': ['Profit and loss', 'Báo cáo kết quả kinh doanh'],
  'reports.title.balance-sheet': ['Balance sheet', 'Bảng cân đối kế toán'],
  'reports.title.general-journal': ['General journal', 'Sổ nhật ký chung'],
  'reports.title.gst-summary': ['GST summary (BAS)', 'Tổng hợp GST (BAS)'],
  'reports.title.gst-detail': ['GST detail', 'Chi tiết GST'],
  'reports.title.receipts-journal': ['Receipts journal', 'Nhật ký thu tiền'],
  'reports.title.disbursements-journal': ['Disbursements journal', 'Nhật ký chi tiền'],
  'reports.lockRequestedTitle': ['Report waiting for approval', 'Báo cáo chờ duyệt'],
  'reports.lockRequested': [
    '{{report}} {{from}} to {{to}} for {{business}} is waiting for your approval.{{periodOpen}}{{uncoded}}{{unreconciled}}',
    '{{report}} từ {{from}} đến {{to}} của {{business}} đang chờ bạn duyệt.{{periodOpen}}{{uncoded}}{{unreconciled}}',
  ],
  'reports.lockPeriodOpen': [' The period has not ended.', ' Kỳ này chưa kết thúc.'],
  'reports.lockUncoded': [
    { one: ' 1 bank line is not coded.', other: ' {{count}} bank lines are not coded.' },
    ' Còn {{count}} dòng ngân hàng chưa hạch toán.',
  ],
  'reports.lockUnreconciled': [
    { one: ' 1 bank line is not reconciled.', other: ' {{count}} bank lines are not reconciled.' },
    ' Còn {{count}} dòng ngân hàng chưa đối chiếu.',
  ],
  'reports.lockApprovedTitle': ['Report approved', 'Báo cáo đã được duyệt'],
  'reports.lockApproved': [
    '{{report}} {{from}} to {{to}} for {{business}} is approved and locked.',
    '{{report}} từ {{from}} đến {{to}} của {{business}} đã được duyệt và khóa sổ.',
  ],
  'reports.lockRejectedTitle': ['Report lock rejected', 'Yêu cầu khóa báo cáo bị từ chối'],
  'reports.lockRejected': [
    '{{report}} {{from}} to {{to}} for {{business}} was rejected: {{reason}}',
    '{{report}} từ {{from}} đến {{to}} của {{business}} đã bị từ chối: {{reason}}',
  ],
  'reports.lockUnlockedTitle': ['Report unlocked', 'Báo cáo đã được mở khóa'],
  'reports.lockUnlocked': [
    '{{report}} {{from}} to {{to}} for {{business}} was unlocked: {{reason}}',
    '{{report}} từ {{from}} đến {{to}} của {{business}} đã được mở khóa: {{reason}}',
  ],
  'reports.alreadyDecided': ['This request has already been decided.', 'Yêu cầu này đã được xử lý.'],
  'reports.alreadyLocked': [
    'This report is already approved and locked for this period: a Super Admin must unlock it first.',
    'Báo cáo này đã được duyệt và khóa cho kỳ này: Super Admin phải mở khóa trước.',
  ],
  'reports.alreadyRequested': [
    'A lock request for this report and period is already waiting for approval.',
    'Đã có yêu cầu khóa báo cáo cho kỳ này đang chờ duyệt.',
  ],
  'reports.confirmWarnings': [
    'This period has not ended or has bank lines still to code: confirm that you have read the warnings to go on.',
    'Kỳ này chưa kết thúc hoặc còn dòng ngân hàng chưa hạch toán: hãy xác nhận rằng bạn đã đọc các cảnh báo để tiếp tục.',
  ],
  'reports.embedExpired': [
    'This report link has expired. Ask for a new link.',
    'Liên kết báo cáo này đã hết hạn. Hãy yêu cầu liên kết mới.',
  ],
  'reports.embedInvalid': [
    'This report link is not valid. Check that it was copied in full.',
    'Liên kết báo cáo này không hợp lệ. Hãy kiểm tra rằng nó được sao chép đầy đủ.',
  ],
  'reports.fromAfterTo': [
    'The report starts after it ends: `from` must be on or before `to`.',
    'Báo cáo bắt đầu sau ngày kết thúc: `from` phải trước hoặc bằng `to`.',
  ],
  'reports.noRetainedEarnings': [
    'The chart of accounts has no retained earnings account to roll earlier profit into.',
    'Hệ thống tài khoản không có tài khoản lợi nhuận giữ lại để kết chuyển lợi nhuận các kỳ trước.',
  ],
  'reports.superAdminForOpenPeriod': [
    'Only a Super Admin may approve the lock of a period that has not ended.',
    'Chỉ Super Admin mới có thể duyệt khóa một kỳ chưa kết thúc.',
  ],
  'reports.unlockApprovedOnly': ['Only an approved report can be unlocked.', 'Chỉ báo cáo đã duyệt mới có thể được mở khóa.'],
  'reports.whichFigure': [
    'Say which figure to open: give `accountId`, `taxCode`, `label` or `earnings`.',
    'Hãy cho biết số liệu cần mở: `accountId`, `taxCode`, `label` hoặc `earnings`.',
  ],
} as const satisfies Catalogue;
