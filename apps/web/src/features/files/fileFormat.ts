/** How sizes and types of files read on screen. */
import type { FileType } from './api';

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(value < 10 ? 1 : 0)} ${UNITS[unit]}`;
}

/** The group of a detected type, as the API's type filter names them. */
export function fileTypeOf(mimeType: string): FileType {
  if (mimeType.startsWith('image/')) return 'image';
  if (mimeType === 'application/pdf') return 'pdf';
  if (mimeType.startsWith('text/')) return 'text';
  if (/spreadsheet|excel|csv/.test(mimeType)) return 'spreadsheet';
  if (/word|presentation|ole-storage/.test(mimeType)) return 'document';
  if (/zip|gzip|tar|7z|rar/.test(mimeType)) return 'archive';
  return 'other';
}
