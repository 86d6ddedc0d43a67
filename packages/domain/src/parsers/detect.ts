/**
 * Which parser a file needs. The content decides when it is conclusive (an OFX body in a file
 * named .csv is still OFX); the file name decides between OFX and QFX, which share a language,
 * and for XLSX, which arrives as binary the server reads itself.
 */
import type { StatementFormat } from './types.js';

export function detectFormat(text: string, fileName?: string): StatementFormat {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName ?? '')?.[1]?.toLowerCase();
  if (extension === 'xlsx' || text.startsWith('PK\u0003\u0004')) return 'xlsx';
  const head = text.slice(0, 4096);
  if (/OFXHEADER|<OFX\s*>/i.test(head) || (/<OFX/i.test(text) && /<STMTTRN>|<STMTRS>|<CCSTMTRS>/i.test(text))) {
    return extension === 'qfx' ? 'qfx' : 'ofx';
  }
  if (/camt\.053|<(\w+:)?BkToCstmrStmt\b/.test(head)) return 'camt053';
  const firstLine =
    head
      .replace(/^\uFEFF/, '')
      .trimStart()
      .split(/\r\n|\r|\n/, 1)[0] ?? '';
  if (/^!(Type|Account|Option|Clear)\b/i.test(firstLine)) return 'qif';
  if (extension === 'qif') return 'qif';
  if (extension === 'ofx' || extension === 'qfx') return extension;
  if (extension === 'xml' && /<Document\b/.test(head)) return 'camt053';
  return 'csv';
}
