/** Files, upload links and chat. */
import type { Catalogue } from './catalogue.js';

export const FILES = {
  'chat.attachmentsInBusiness': [
    "Attachments must be files in this business's folders.",
    'Tệp đính kèm phải là tệp trong các thư mục của doanh nghiệp này.',
  ],
  'chat.channelId': ['channelId must be a channel id.', 'channelId phải là mã của một kênh.'],
  'chat.emptyMessage': ['Write a message or attach a file.', 'Hãy viết tin nhắn hoặc đính kèm tệp.'],
  'chat.mentionMembers': ['Only members of this channel can be mentioned.', 'Chỉ có thể nhắc đến thành viên của kênh này.'],
  'chat.noAccess': ['This person has no access to this business.', 'Người này không có quyền truy cập doanh nghiệp này.'],
  'chat.someoneElse': ['Choose someone else to talk to.', 'Hãy chọn một người khác để trò chuyện.'],
  'files.atLeastOneFile': [
    'Attach at least one file in a form field named "file".',
    'Hãy đính kèm ít nhất một tệp trong trường biểu mẫu có tên "file".',
  ],
  'files.fileField': ['Send each file in a form field named "file".', 'Hãy gửi mỗi tệp trong một trường biểu mẫu có tên "file".'],
  'files.fileNameTaken': ['A file named "{{name}}" already exists in this folder.', 'Thư mục này đã có tệp tên "{{name}}".'],
  'files.fileNotInTrash': ['This file is not in the trash.', 'Tệp này không nằm trong thùng rác.'],
  'files.uploadMail.subject': [
    '{{brand}}: please upload documents for {{business}}',
    '{{brand}}: vui lòng tải lên tài liệu cho {{business}}',
  ],
  'files.uploadMail.intro': [
    '{{sender}} at {{brand}} asks you to upload documents for {{business}}.',
    '{{sender}} ở {{brand}} đề nghị bạn tải lên tài liệu cho {{business}}.',
  ],
  'files.uploadMail.here': ['Upload your files here:', 'Tải tệp của bạn lên tại đây:'],
  'files.uploadMail.button': ['Upload files', 'Tải tệp lên'],
  'files.uploadMail.closing': [
    'The link works until {{until}}. You do not need an account.',
    'Liên kết có hiệu lực đến hết ngày {{until}}. Bạn không cần tài khoản.',
  ],
  'files.fileTooLarge': ['A file is larger than {{size}}. Nothing was uploaded.', 'Có tệp lớn hơn {{size}}. Chưa có tệp nào được tải lên.'],
  'files.fileTooOldToRestore': [
    'This file was deleted more than {{days}} days ago and can no longer be restored.',
    'Tệp này đã bị xóa hơn {{days}} ngày trước và không thể khôi phục nữa.',
  ],
  'files.folderIdFirst': ['Send the folderId field before the files.', 'Hãy gửi trường folderId trước các tệp.'],
  'files.folderIntoItself': [
    'A folder cannot be moved into itself or one of its own subfolders.',
    'Không thể di chuyển thư mục vào chính nó hoặc vào thư mục con của nó.',
  ],
  'files.folderNameTaken': ['A folder named "{{name}}" already exists here.', 'Ở đây đã có thư mục tên "{{name}}".'],
  'files.folderNotInTrash': ['This folder is not in the trash.', 'Thư mục này không nằm trong thùng rác.'],
  'files.folderOfBusiness': ['Choose a folder of this business.', 'Hãy chọn một thư mục của doanh nghiệp này.'],
  'files.folderTooOldToRestore': [
    'This folder was deleted more than {{days}} days ago and can no longer be restored.',
    'Thư mục này đã bị xóa hơn {{days}} ngày trước và không thể khôi phục nữa.',
  ],
  'files.linkExpired': [
    'This upload link expired on {{date}}. Ask for a new link.',
    'Liên kết tải lên này đã hết hạn vào ngày {{date}}. Hãy yêu cầu liên kết mới.',
  ],
  'files.linkFull': [
    'This upload link accepts {{maxFiles}} files in all, and no more can be sent.',
    'Liên kết tải lên này chỉ nhận tổng cộng {{maxFiles}} tệp và không thể gửi thêm.',
  ],
  'files.linkInvalid': [
    'This upload link is not valid. Check that you opened the whole link from your email.',
    'Liên kết tải lên này không hợp lệ. Hãy kiểm tra rằng bạn đã mở đầy đủ liên kết trong email.',
  ],
  'files.linkRevoked': [
    'This upload link has been withdrawn and no longer accepts files. Ask for a new link.',
    'Liên kết tải lên này đã bị thu hồi và không còn nhận tệp. Hãy yêu cầu liên kết mới.',
  ],
  'files.maxFileSize': ['maxFileSize: at most {{maxFileBytes}} bytes.', 'maxFileSize: tối đa {{maxFileBytes}} byte.'],
  'files.moveWithinOwner': [
    'Files and folders can only move within the same client or business.',
    'Tệp và thư mục chỉ có thể di chuyển trong cùng một khách hàng hoặc doanh nghiệp.',
  ],
  'files.multipart': [
    'Send the files as multipart/form-data: the text fields first, then one or more "file" parts.',
    'Hãy gửi tệp dưới dạng multipart/form-data: các trường văn bản trước, sau đó là một hoặc nhiều phần "file".',
  ],
  'files.namedFileTooLarge': [
    '"{{name}}" is larger than {{size}}. Nothing was uploaded.',
    '"{{name}}" lớn hơn {{size}}. Chưa có tệp nào được tải lên.',
  ],
  'files.previewType': [
    'Only images (PNG, JPEG, GIF, WebP) and PDFs can be previewed. Download the file instead.',
    'Chỉ xem trước được ảnh (PNG, JPEG, GIF, WebP) và tệp PDF. Hãy tải tệp xuống.',
  ],
  'files.revokedLinkExtend': [
    'A revoked link cannot be extended. Create a new upload request instead.',
    'Không thể gia hạn liên kết đã thu hồi. Hãy tạo yêu cầu tải lên mới.',
  ],
  'files.rootFixed': ['The root folder cannot be renamed or moved.', 'Không thể đổi tên hoặc di chuyển thư mục gốc.'],
  'files.rootUndeletable': ['The root folder cannot be deleted.', 'Không thể xóa thư mục gốc.'],
  'files.tooManyFields': ['The form has too many fields.', 'Biểu mẫu có quá nhiều trường.'],
  'files.tooManyFiles': [
    'Send at most {{maxFiles}} files at once. Nothing was uploaded.',
    'Mỗi lần chỉ gửi tối đa {{maxFiles}} tệp. Chưa có tệp nào được tải lên.',
  ],
  'files.uploaderName': [
    'uploaderName: tell us your name or email before the files.',
    'uploaderName: hãy cho biết tên hoặc email của bạn trước khi gửi tệp.',
  ],
} as const satisfies Catalogue;
