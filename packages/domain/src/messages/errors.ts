/** Errors any endpoint may answer. */
import type { Catalogue } from './catalogue.js';

export const ERRORS = {
  'errors.unauthenticated': ['Please sign in to continue.', 'Vui lòng đăng nhập để tiếp tục.'],
  'errors.invalidBody': ['{{problem}}', 'Yêu cầu không hợp lệ: hãy kiểm tra các giá trị đã nhập.'],
  'errors.invalidCredentials': ['The email or password is incorrect.', 'Email hoặc mật khẩu không đúng.'],
  'errors.forbidden': ['You do not have permission to do this.', 'Bạn không có quyền thực hiện thao tác này.'],
  'errors.notFound': ['{{record}} not found.', 'Không tìm thấy {{record}}.'],
  'errors.invalidToken': ['This link is invalid or has expired.', 'Liên kết này không hợp lệ hoặc đã hết hạn.'],
  'errors.weakPassword': [
    'The password must contain at least: 1 uppercase letter, 1 lowercase letter, 1 number, and one special character (E.g. , . _ & ? etc)',
    'Mật khẩu phải có ít nhất: 1 chữ hoa, 1 chữ thường, 1 chữ số và một ký tự đặc biệt (ví dụ , . _ & ? v.v.)',
  ],
  'errors.wrongPassword': ['The current password is incorrect.', 'Mật khẩu hiện tại không đúng.'],
  'errors.databaseUnavailable': [
    'The database cannot be reached just now, so nothing was saved. Please try again in a moment.',
    'Hiện không kết nối được cơ sở dữ liệu nên chưa có gì được lưu. Vui lòng thử lại sau giây lát.',
  ],
  'errors.storageUnavailable': [
    'The file storage did not answer, so nothing was saved. Please try again in a moment.',
    'Kho lưu trữ tệp không phản hồi nên chưa có gì được lưu. Vui lòng thử lại sau ít phút.',
  ],
  'errors.wrongCode': ['The code is incorrect or has already been used.', 'Mã không đúng hoặc đã được sử dụng.'],
  'errors.signInExpired': ['This sign-in has expired. Please sign in again.', 'Lượt đăng nhập này đã hết hạn. Vui lòng đăng nhập lại.'],
  'errors.tooManyAttempts': [
    'Too many failed attempts. Please try again later.',
    'Quá nhiều lần thử không thành công. Vui lòng thử lại sau.',
  ],
  'errors.internal': ['Sorry, something went wrong.', 'Xin lỗi, đã xảy ra lỗi.'],
  'errors.invalidField': ['{{field}}: {{problem}}', 'Hãy kiểm tra trường {{field}}: giá trị không hợp lệ.'],
  'errors.invalidRequest': ['Invalid request.', 'Yêu cầu không hợp lệ.'],
  'errors.duplicate': ['A record with these details already exists.', 'Đã có bản ghi với các thông tin này.'],
  'errors.queryTimeout': [
    'The query took longer than {{seconds}} s; narrow its conditions.',
    'Truy vấn mất hơn {{seconds}} giây; hãy thu hẹp điều kiện.',
  ],
  'errors.tooManyRequests': ['Too many requests. Please try again later.', 'Quá nhiều yêu cầu. Vui lòng thử lại sau.'],
} as const satisfies Catalogue;
