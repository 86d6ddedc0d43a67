/**
 * What a file is, told from its first bytes: the name and the browser's guess prove nothing, and
 * the type decides whether a preview may be shown inline. Only the types a practice exchanges are
 * named; anything else is application/octet-stream. The name is consulted only to choose between
 * inert text types (CSV or plain text), never to make something previewable.
 */
import type { FileCategory } from '@ledgerdesk/domain';

/** How many leading bytes detection reads; enough to find an Office document's part names. */
export const SNIFF_BYTES = 64 * 1024;

export const PREVIEWABLE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf'] as const;

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

const startsWith = (bytes: Buffer, signature: readonly number[] | string, offset = 0) => {
  const sig = typeof signature === 'string' ? [...signature].map((c) => c.charCodeAt(0)) : signature;
  return bytes.length >= offset + sig.length && sig.every((byte, i) => bytes[offset + i] === byte);
};

function zipKind(head: Buffer): string {
  // The part names sit in the local file headers near the start of an OOXML package.
  const names = head.toString('latin1');
  if (names.includes('word/')) return DOCX;
  if (names.includes('xl/')) return XLSX;
  if (names.includes('ppt/')) return PPTX;
  return 'application/zip';
}

/** Valid UTF-8 without NUL bytes; a multi-byte character cut by the sniff window is allowed. */
function asText(head: Buffer, complete: boolean): string | undefined {
  if (head.includes(0)) return undefined;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for (let cut = 0; cut <= (complete ? 0 : 3); cut++) {
    try {
      return decoder.decode(head.subarray(0, head.length - cut));
    } catch {
      // Try again without the last bytes, which may be half a character.
    }
  }
  return undefined;
}

function markupKind(text: string): string | undefined {
  const start = text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .slice(0, 1024)
    .toLowerCase();
  if (/^<!doctype html|^<html[\s>]|^<head[\s>]|^<body[\s>]|^<script[\s>]|^<iframe[\s>]/.test(start)) return 'text/html';
  if (/^<svg[\s>]/.test(start) || (start.startsWith('<?xml') && /<svg[\s>]/.test(start))) return 'image/svg+xml';
  if (start.startsWith('<?xml')) return 'application/xml';
  return undefined;
}

/**
 * The type of a file from its first `SNIFF_BYTES` bytes. `complete` says the head is the whole
 * file, so a trailing multi-byte character cannot have been cut.
 */
export function detectContentType(head: Buffer, name: string, complete: boolean): string {
  if (startsWith(head, '%PDF-')) return 'application/pdf';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, 'GIF87a') || startsWith(head, 'GIF89a')) return 'image/gif';
  if (startsWith(head, 'RIFF') && startsWith(head, 'WEBP', 8)) return 'image/webp';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return zipKind(head);
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'application/x-ole-storage';
  if (head.length === 0) return 'application/octet-stream';
  const text = asText(head, complete);
  if (text === undefined) return 'application/octet-stream';
  const markup = markupKind(text);
  if (markup) return markup;
  return /\.csv$/i.test(name) ? 'text/csv' : 'text/plain';
}

export const isPreviewable = (mimeType: string): boolean => (PREVIEWABLE_TYPES as readonly string[]).includes(mimeType);

/** The groups the file list filters by (`type=`, FILE_CATEGORIES), each a set of detected types. */
export const CATEGORY_TYPES: Record<Exclude<FileCategory, 'other'>, readonly string[]> = {
  image: ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'],
  pdf: ['application/pdf'],
  document: [DOCX, PPTX, 'application/x-ole-storage'],
  spreadsheet: [XLSX, 'text/csv'],
  text: ['text/plain', 'text/html', 'application/xml'],
  archive: ['application/zip'],
};
