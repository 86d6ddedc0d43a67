import { describe, expect, it } from 'vitest';
import { languageFromHeader, MESSAGE_KEYS, message, renderMessage, reportTitle } from './index.js';

describe('server messages in the reader language', () => {
  it('says a notification in Vietnamese to a vi reader, with its parameters', () => {
    expect(renderMessage('vi', message('notifications.mentioned', { author: 'Olivia Bennett' }))).toBe('Olivia Bennett đã nhắc đến bạn');
    expect(renderMessage('en', message('notifications.mentioned', { author: 'Olivia Bennett' }))).toBe('Olivia Bennett mentioned you');
  });

  it('says a message inside a message in the same language, and English plurals by count', () => {
    const said = message('reports.lockRequested', {
      report: reportTitle('profit-and-loss'),
      from: '01/07/2025',
      to: '30/06/2026',
      business: 'Bondi Beach Bakery',
      periodOpen: '',
      uncoded: message('reports.lockUncoded', { count: 1 }),
      unreconciled: message('reports.lockUnreconciled', { count: 2 }),
    });
    expect(renderMessage('en', said)).toBe(
      'Profit and loss 01/07/2025 to 30/06/2026 for Bondi Beach Bakery is waiting for your approval. 1 bank line is not coded. 2 bank lines are not reconciled.',
    );
    expect(renderMessage('vi', said)).toBe(
      'Báo cáo kết quả kinh doanh từ 01/07/2025 đến 30/06/2026 của Bondi Beach Bakery đang chờ bạn duyệt. Còn 1 dòng ngân hàng chưa hạch toán. Còn 2 dòng ngân hàng chưa đối chiếu.',
    );
    expect(renderMessage('en', message('reports.lockUncoded', { count: 3 }))).toBe(' 3 bank lines are not coded.');
  });

  it('has Vietnamese for every message, not the English copied', () => {
    const copied = MESSAGE_KEYS.filter((key) => {
      const [en, vi] = [renderMessage('en', message(key, { count: 2 })), renderMessage('vi', message(key, { count: 2 }))];
      // A message made only of its parameters ("{{field}}: {{problem}}") has no words to translate.
      return en === vi && /[a-z]{3}/.test(en.replace(/\{\{\w+\}\}/g, ''));
    });
    expect(copied).toEqual([]);
  });

  it('reads the language from an Accept-Language header', () => {
    expect(languageFromHeader('vi-VN,vi;q=0.9,en;q=0.8')).toBe('vi');
    expect(languageFromHeader('fr-FR,en;q=0.5')).toBe('en');
    expect(languageFromHeader(undefined)).toBeUndefined();
  });
});
