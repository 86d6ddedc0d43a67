/** Display names: tidy, numbered when taken, and safe in a Content-Disposition. */
import { describe, expect, it } from 'vitest';
import { cleanName, contentDisposition, freeName, splitExtension } from './file-names.js';

describe('file names', () => {
  it('keeps a name as typed, without control characters, capped at 255 characters', () => {
    expect(cleanName('../../etc/passwd')).toBe('../../etc/passwd');
    expect(cleanName(' a\u0000b\nc.pdf ')).toBe('abc.pdf');
    expect(cleanName('\u0007')).toBe('file');
    expect([...cleanName('é'.repeat(300))]).toHaveLength(255);
  });

  it('splits the last extension; a leading dot belongs to the name', () => {
    expect(splitExtension('report.pdf')).toEqual(['report', '.pdf']);
    expect(splitExtension('archive.tar.gz')).toEqual(['archive.tar', '.gz']);
    expect(splitExtension('.env')).toEqual(['.env', '']);
    expect(splitExtension('README')).toEqual(['README', '']);
  });

  it('numbers a taken name with the smallest free suffix, ignoring case', () => {
    expect(freeName('report.pdf', new Set())).toBe('report.pdf');
    expect(freeName('Report.pdf', new Set(['report.pdf']))).toBe('Report (1).pdf');
    expect(freeName('report.pdf', new Set(['report.pdf', 'report (1).pdf', 'report (3).pdf']))).toBe('report (2).pdf');
    expect(freeName('README', new Set(['readme']))).toBe('README (1)');
  });

  it('writes filename* per RFC 5987 and an ASCII fallback without quotes, backslashes or slashes', () => {
    expect(contentDisposition('attachment', "O'Brien (2024)*.pdf")).toBe(
      `attachment; filename="O'Brien (2024)*.pdf"; filename*=UTF-8''O%27Brien%20%282024%29%2A.pdf`,
    );
    expect(contentDisposition('inline', 'a"b\\c/d€.png')).toBe(
      `inline; filename="a_b_c_d_.png"; filename*=UTF-8''a%22b%5Cc%2Fd%E2%82%AC.png`,
    );
  });
});
