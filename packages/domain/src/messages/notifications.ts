/** Notifications: their titles and contents, in each recipient's language. */
import type { Catalogue } from './catalogue.js';

export const NOTIFICATIONS = {
  'notifications.mentioned': ['{{author}} mentioned you', '{{author}} đã nhắc đến bạn'],
  'notifications.newMessage': ['New message from {{author}}', 'Tin nhắn mới từ {{author}}'],
  'notifications.filesRequested': ['{{author}} requested files', '{{author}} đã yêu cầu tệp'],
  'notifications.filesReceived': ['New files from {{uploader}}', 'Tệp mới từ {{uploader}}'],
  'notifications.filesReceivedContent': [
    'Files arrived in {{folder}} for {{business}}: {{names}}',
    'Tệp đã được tải vào thư mục {{folder}} của {{business}}: {{names}}',
  ],
  'notifications.someone': ['Someone', 'Ai đó'],
} as const satisfies Catalogue;
