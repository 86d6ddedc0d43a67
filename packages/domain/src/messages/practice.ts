/** The practice's records: team, clients, brands, businesses and their settings. */
import type { Catalogue } from './catalogue.js';

export const PRACTICE = {
  'brands.approverNotEligible': [
    'userIds: {{name}} cannot approve locks for this brand: only staff who see its clients can.',
    'userIds: {{name}} không thể duyệt khóa sổ cho thương hiệu này: chỉ nhân viên xem được khách hàng của thương hiệu mới được.',
  ],
  'brands.logoField': ['Attach the logo in a form field named "file".', 'Hãy đính kèm logo trong trường biểu mẫu có tên "file".'],
  'brands.logoMultipart': [
    'Send the logo as multipart/form-data in a field named "file".',
    'Hãy gửi logo dưới dạng multipart/form-data trong trường có tên "file".',
  ],
  'brands.logoTooLarge': ['The logo is larger than 1 MB. Choose a smaller image.', 'Logo lớn hơn 1 MB. Hãy chọn ảnh nhỏ hơn.'],
  'brands.logoType': [
    'The logo must be a PNG, JPEG or WebP image (SVG is not accepted).',
    'Logo phải là ảnh PNG, JPEG hoặc WebP (không nhận SVG).',
  ],
  'brands.retiredService': ['serviceIds: "{{name}}" is no longer offered.', 'serviceIds: dịch vụ "{{name}}" không còn được cung cấp.'],
  'brands.slugTaken': [
    'The slug "{{slug}}" is already used by another brand.',
    'Đường dẫn "{{slug}}" đã được một thương hiệu khác sử dụng.',
  ],
  'brands.unknownApprovers': ['userIds: one or more users do not exist.', 'userIds: có người dùng không tồn tại.'],
  'brands.unknownServices': ['serviceIds: one or more services do not exist.', 'serviceIds: có dịch vụ không tồn tại.'],
  'brands.unknownTemplate': [
    'coaTemplateId: choose a chart-of-accounts template that exists.',
    'coaTemplateId: hãy chọn một mẫu hệ thống tài khoản có tồn tại.',
  ],
  'businesses.abnInvalid': ['Enter a valid 11-digit ABN.', 'Hãy nhập ABN hợp lệ gồm 11 chữ số.'],
  'businesses.restoreClientFirst': [
    'Restore the client before adding a business to it.',
    'Hãy khôi phục khách hàng trước khi thêm doanh nghiệp.',
  ],
  'businesses.restoreFirst': ['Restore the business before changing it.', 'Hãy khôi phục doanh nghiệp trước khi thay đổi.'],
  'clients.activateInactiveOnly': [
    'Only an inactive client can be activated; restore an archived one instead.',
    'Chỉ khách hàng ngừng hoạt động mới có thể được kích hoạt; với khách hàng đã lưu trữ, hãy khôi phục.',
  ],
  'clients.activeCaseManager': [
    'caseManagerId: choose an active Case Manager.',
    'caseManagerId: hãy chọn một người quản lý hồ sơ đang hoạt động.',
  ],
  'clients.activeSupervisor': ['supervisorId: choose an active Supervisor.', 'supervisorId: hãy chọn một người giám sát đang hoạt động.'],
  'clients.alreadyArchived': ['This client is already archived.', 'Khách hàng này đã được lưu trữ.'],
  'clients.archiveBeforeDelete': [
    'Only an archived client can be deleted permanently. Archive it first.',
    'Chỉ khách hàng đã lưu trữ mới có thể bị xóa vĩnh viễn. Hãy lưu trữ trước.',
  ],
  'clients.archivedNoInvite': [
    'This client is archived. Restore it before inviting its users.',
    'Khách hàng này đã được lưu trữ. Hãy khôi phục trước khi mời người dùng.',
  ],
  'clients.caseManagerInRegion': [
    "caseManagerId: choose a Case Manager in the client's region.",
    'caseManagerId: hãy chọn một người quản lý hồ sơ trong khu vực của khách hàng.',
  ],
  'clients.confirmDelete': [
    "confirm: type the client's code ({{code}}) or name to delete it permanently.",
    'confirm: hãy nhập mã khách hàng ({{code}}) hoặc tên để xóa vĩnh viễn.',
  ],
  'clients.deactivateActiveOnly': [
    'Only an active client can be deactivated.',
    'Chỉ khách hàng đang hoạt động mới có thể bị ngừng hoạt động.',
  ],
  'clients.inactiveBrand': [
    'brandId: this brand is inactive; choose an active brand.',
    'brandId: thương hiệu này đã ngừng hoạt động; hãy chọn một thương hiệu đang hoạt động.',
  ],
  'clients.mayNotAssignSupervisor': ['You do not have permission to assign a supervisor.', 'Bạn không có quyền phân công người giám sát.'],
  'clients.noBusinesses': [
    'This client has no businesses yet. Add a business before assigning a case manager.',
    'Khách hàng này chưa có doanh nghiệp nào. Hãy thêm doanh nghiệp trước khi phân công người quản lý hồ sơ.',
  ],
  'clients.onlyYourBrand': ['You can only put clients in your brand.', 'Bạn chỉ có thể đặt khách hàng vào thương hiệu của mình.'],
  'clients.onlyYourRegion': ['You can only put clients in your region.', 'Bạn chỉ có thể đặt khách hàng vào khu vực của mình.'],
  'clients.ownCaseManager': [
    'caseManagerId: choose one of the case managers you supervise.',
    'caseManagerId: hãy chọn một trong những người quản lý hồ sơ bạn giám sát.',
  ],
  'clients.ownSupervision': [
    'A client you create is supervised by you; reassign it afterwards.',
    'Khách hàng bạn tạo sẽ do bạn giám sát; hãy phân công lại sau.',
  ],
  'clients.restoreArchivedOnly': ['Only an archived client can be restored.', 'Chỉ khách hàng đã lưu trữ mới có thể được khôi phục.'],
  'clients.supervisorInRegion': [
    "supervisorId: choose an active Supervisor in the client's region.",
    'supervisorId: hãy chọn một người giám sát đang hoạt động trong khu vực của khách hàng.',
  ],
  'clients.unknownBrand': ['brandId: choose a brand that exists.', 'brandId: hãy chọn một thương hiệu có tồn tại.'],
  'clients.unknownRegion': ['regionId: choose a region that exists.', 'regionId: hãy chọn một khu vực có tồn tại.'],
  'clients.unknownTag': ['tagId: choose a tag that exists.', 'tagId: hãy chọn một thẻ có tồn tại.'],
  'clients.unknownTags': ['tagIds: one or more tags do not exist.', 'tagIds: có thẻ không tồn tại.'],
  'regions.nameTaken': ['A region named "{{name}}" already exists.', 'Đã có khu vực tên "{{name}}".'],
  'services.nameTaken': ['A service named "{{name}}" already exists.', 'Đã có dịch vụ tên "{{name}}".'],
  'settings.testMailSubject': ['Ledgerdesk test e-mail', 'Thư thử nghiệm của Ledgerdesk'],
  'settings.testMailBody': [
    'This message proves that Ledgerdesk can send e-mail with the mail server in its system settings.\n\nSent by {{sender}}.',
    'Thư này cho thấy Ledgerdesk gửi được e-mail bằng máy chủ thư trong cài đặt hệ thống.\n\nNgười gửi: {{sender}}.',
  ],
  'settings.testMailRefused': [
    'The mail server did not accept the test e-mail ({{reason}}).',
    'Máy chủ thư không nhận e-mail thử ({{reason}}).',
  ],
  'tags.nameTaken': ['A tag named "{{name}}" already exists.', 'Đã có thẻ tên "{{name}}".'],
  'team.alreadyActivated': ['This user has already activated their account.', 'Người dùng này đã kích hoạt tài khoản.'],
  'team.brandRequired': ['Choose a brand for this role.', 'Hãy chọn thương hiệu cho vai trò này.'],
  'team.emailTaken': ['A user with this email already exists.', 'Đã có người dùng với email này.'],
  'team.ownRole': ['You cannot change your own role.', 'Bạn không thể thay đổi vai trò của chính mình.'],
  'team.ownStatus': ['You cannot change the status of your own account.', 'Bạn không thể thay đổi trạng thái tài khoản của chính mình.'],
  'team.portalUsersFromClient': [
    "Portal users are invited from their client's page.",
    'Người dùng cổng thông tin được mời từ trang của khách hàng.',
  ],
  'team.reactivateFirst': [
    'Reactivate this user before sending the invitation again.',
    'Hãy kích hoạt lại người dùng này trước khi gửi lại lời mời.',
  ],
  'team.regionRequired': ['Choose a region for this role.', 'Hãy chọn khu vực cho vai trò này.'],
  'team.supervisorOnlyForCaseManager': ['Only a case manager has a supervisor.', 'Chỉ người quản lý hồ sơ mới có người giám sát.'],
  'users.avatarField': ['Attach the image in a form field named "file".', 'Hãy đính kèm ảnh trong trường biểu mẫu có tên "file".'],
  'users.avatarMultipart': [
    'Send the image as multipart/form-data in a field named "file".',
    'Hãy gửi ảnh dưới dạng multipart/form-data trong trường có tên "file".',
  ],
  'users.avatarTooLarge': ['The image is larger than 2 MB. Choose a smaller one.', 'Ảnh lớn hơn 2 MB. Hãy chọn ảnh nhỏ hơn.'],
  'users.avatarType': ['The avatar must be a PNG, JPEG, WebP or GIF image.', 'Ảnh đại diện phải là ảnh PNG, JPEG, WebP hoặc GIF.'],
  'users.emailInUse': ['This email address is already used by another account.', 'Địa chỉ email này đã được một tài khoản khác sử dụng.'],
  'users.sameEmail': ['This is already your email address.', 'Đây đã là địa chỉ email của bạn.'],
  'users.twoFactorOn': [
    'Two-factor sign-in is already on. Turn it off first to set it up again.',
    'Đăng nhập hai bước đã được bật. Hãy tắt trước khi thiết lập lại.',
  ],
  'users.twoFactorNone': ['This user has no two-factor sign-in to reset.', 'Người dùng này chưa bật đăng nhập hai bước để đặt lại.'],
} as const satisfies Catalogue;
