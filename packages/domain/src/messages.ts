/**
 * What the server says to people, as keys and parameters with their English and Vietnamese
 * text, so an error, a notification or a mail reaches a Vietnamese user in Vietnamese. The
 * server renders a message in the language of the request (the web sends its UI language) or,
 * with no request to answer (notifications), in the recipient's stored language.
 */
import { ACCOUNT_LANGUAGES, type AccountLanguage as Language } from './contracts/account.js';

const isLanguage = (value: unknown): value is Language => (ACCOUNT_LANGUAGES as readonly unknown[]).includes(value);

/** The record names an error may say were not found, in each language. */
const RECORDS = {
  Account: ['Account', 'Tài khoản'],
  Attachment: ['Attachment', 'Tệp đính kèm'],
  Avatar: ['Avatar', 'Ảnh đại diện'],
  'Bank account': ['Bank account', 'Tài khoản ngân hàng'],
  Brand: ['Brand', 'Thương hiệu'],
  Business: ['Business', 'Doanh nghiệp'],
  'Case manager': ['Case manager', 'Người quản lý hồ sơ'],
  Channel: ['Channel', 'Kênh'],
  Chart: ['Chart', 'Hệ thống tài khoản'],
  Client: ['Client', 'Khách hàng'],
  Contractor: ['Contractor', 'Nhà thầu'],
  'Contractor payment': ['Contractor payment', 'Khoản thanh toán cho nhà thầu'],
  File: ['File', 'Tệp'],
  Folder: ['Folder', 'Thư mục'],
  Import: ['Import', 'Lần nhập'],
  'Journal entry': ['Journal entry', 'Bút toán'],
  Logo: ['Logo', 'Logo'],
  Mapping: ['Mapping', 'Cách ghép cột'],
  Message: ['Message', 'Tin nhắn'],
  Notification: ['Notification', 'Thông báo'],
  Reconciliation: ['Reconciliation', 'Lần đối chiếu'],
  'Recode run': ['Recode run', 'Lần mã hóa lại'],
  Record: ['Record', 'Bản ghi'],
  Region: ['Region', 'Khu vực'],
  'Report lock': ['Report lock', 'Yêu cầu khóa báo cáo'],
  'Report note': ['Report note', 'Ghi chú báo cáo'],
  Role: ['Role', 'Vai trò'],
  Rule: ['Rule', 'Quy tắc'],
  Run: ['Run', 'Lần chạy'],
  'Saved report': ['Saved report', 'Báo cáo đã lưu'],
  Service: ['Service', 'Dịch vụ'],
  Supervisor: ['Supervisor', 'Người giám sát'],
  Tag: ['Tag', 'Thẻ'],
  Transaction: ['Transaction', 'Giao dịch'],
  'Transfer pair': ['Transfer pair', 'Cặp chuyển khoản nội bộ'],
  'Upload link': ['Upload link', 'Liên kết tải lên'],
  'Upload request': ['Upload request', 'Yêu cầu tải lên'],
  User: ['User', 'Người dùng'],
} as const satisfies Record<string, readonly [string, string]>;

export type RecordName = keyof typeof RECORDS;

export const recordName = (name: RecordName, language: Language): string => RECORDS[name][language === 'vi' ? 1 : 0];

const CATALOGUE = {
  'errors.unauthenticated': ['Please sign in to continue.', 'Vui lòng đăng nhập để tiếp tục.'],
  'errors.invalidCredentials': ['The email or password is incorrect.', 'Email hoặc mật khẩu không đúng.'],
  'errors.forbidden': ['You do not have permission to do this.', 'Bạn không có quyền thực hiện thao tác này.'],
  'errors.notFound': ['{{record}} not found.', 'Không tìm thấy {{record}}.'],
  'errors.invalidToken': ['This link is invalid or has expired.', 'Liên kết này không hợp lệ hoặc đã hết hạn.'],
  'errors.weakPassword': [
    'The password must contain at least: 1 uppercase letter, 1 lowercase letter, 1 number, and one special character (E.g. , . _ & ? etc)',
    'Mật khẩu phải có ít nhất: 1 chữ hoa, 1 chữ thường, 1 chữ số và một ký tự đặc biệt (ví dụ , . _ & ? v.v.)',
  ],
  'errors.wrongPassword': ['The current password is incorrect.', 'Mật khẩu hiện tại không đúng.'],
  'errors.tooManyAttempts': [
    'Too many failed attempts. Please try again later.',
    'Quá nhiều lần thử không thành công. Vui lòng thử lại sau.',
  ],
  'errors.storageUnavailable': [
    'The file storage did not answer, so nothing was saved. Please try again in a moment.',
    'Kho lưu trữ tệp không phản hồi nên chưa có gì được lưu. Vui lòng thử lại sau ít phút.',
  ],
  'errors.internal': ['Sorry, something went wrong.', 'Xin lỗi, đã xảy ra lỗi.'],
  'errors.invalidRequest': ['Invalid request.', 'Yêu cầu không hợp lệ.'],
  'notifications.mentioned': ['{{author}} mentioned you', '{{author}} đã nhắc đến bạn'],
  'notifications.newMessage': ['New message from {{author}}', 'Tin nhắn mới từ {{author}}'],
  'notifications.filesRequested': ['{{author}} requested files', '{{author}} đã yêu cầu tệp'],
  'notifications.filesReceived': ['New files from {{uploader}}', 'Tệp mới từ {{uploader}}'],
  'notifications.filesReceivedContent': [
    'Files arrived in {{folder}} for {{business}}: {{names}}',
    'Tệp đã được tải vào thư mục {{folder}} của {{business}}: {{names}}',
  ],
  'notifications.someone': ['Someone', 'Ai đó'],
} as const satisfies Record<string, readonly [string, string]>;

export type MessageKey = keyof typeof CATALOGUE;

/** A message to render later, in the language of whoever reads it. */
export interface Message {
  key: MessageKey;
  params?: Record<string, string | number>;
}

export const message = (key: MessageKey, params?: Message['params']): Message => (params ? { key, params } : { key });

/** The message's text in `language`; `{{name}}` takes the parameter of that name. */
export function renderMessage(language: Language, { key, params = {} }: Message): string {
  const template: string = CATALOGUE[key][language === 'vi' ? 1 : 0];
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The first of the languages an Accept-Language header names that the product speaks. */
export function languageFromHeader(header: string | undefined): Language | undefined {
  for (const part of (header ?? '').split(',')) {
    const base = part.trim().split(';')[0]?.split('-')[0]?.toLowerCase();
    if (isLanguage(base)) return base;
  }
  return undefined;
}
