import { describe, expect, it } from 'vitest';
import { attachmentName } from './download';

const answer = (disposition?: string) => new Response('x', { headers: disposition ? { 'content-disposition': disposition } : {} });

describe('attachmentName', () => {
  it('prefers the UTF-8 name, so a Vietnamese business keeps its accents', () => {
    const header = `attachment; filename="Cong-ty-Hoa-Sen-profit-and-loss.pdf"; filename*=UTF-8''C%C3%B4ng-ty-Hoa-Sen-profit-and-loss.pdf`;
    expect(attachmentName(answer(header), 'fallback.pdf')).toBe('Công-ty-Hoa-Sen-profit-and-loss.pdf');
  });

  it('reads a quoted or a bare name, and falls back without a header', () => {
    expect(attachmentName(answer('attachment; filename="Harbour-Cafe-trial-balance.xlsx"'), 'f.xlsx')).toBe(
      'Harbour-Cafe-trial-balance.xlsx',
    );
    expect(attachmentName(answer('attachment; filename=report.csv'), 'f.csv')).toBe('report.csv');
    expect(attachmentName(answer(), 'profit-and-loss-2025-07-01-2026-06-30.pdf')).toBe('profit-and-loss-2025-07-01-2026-06-30.pdf');
  });
});
