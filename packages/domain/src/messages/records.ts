/** The names of the records an error may say were not found, in each language. */
import type { AccountLanguage as Language } from '../contracts/account.js';

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
  Export: ['Export', 'Bản xuất'],
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
  Session: ['Session', 'Phiên đăng nhập'],
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
