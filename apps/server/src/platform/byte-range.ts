/**
 * The one byte range of an HTTP Range header (RFC 9110 §14.1.2) that downloads honour: a single
 * `bytes=a-b`, `bytes=a-` or `bytes=-n`. Several ranges or another unit fall back to the whole
 * file (allowed by the RFC); a range that starts past the end is unsatisfiable (416).
 */
import type { ByteRange } from './storage/index.js';

const SINGLE = /^bytes=(\d*)-(\d*)$/;

export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = header ? SINGLE.exec(header.trim()) : null;
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
