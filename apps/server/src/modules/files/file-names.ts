/**
 * File and folder names are display text only: storage keys are generated ids, so a name such as
 * '../../etc/passwd' is kept as typed and never reaches a path. These helpers tidy a name, find
 * the next free 'name (n).ext' in a folder, and write it safely into a Content-Disposition.
 */

import { NAME_MAX_LENGTH } from '@ledgerdesk/domain';

const isControl = (c: string) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127;

/** Control characters dropped, spaces trimmed, length capped; an empty result becomes `fallback`. */
export function cleanName(raw: string, fallback = 'file'): string {
  const cleaned = [...raw.normalize('NFC')]
    .filter((c) => !isControl(c))
    .join('')
    .trim();
  const capped = [...cleaned].slice(0, NAME_MAX_LENGTH).join('').trim();
  return capped || fallback;
}

/** 'report.pdf' → ['report', '.pdf']; a leading dot ('.env') is part of the base. */
export function splitExtension(name: string): [string, string] {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return [name, ''];
  return [name.slice(0, dot), name.slice(dot)];
}

/**
 * `wanted`, or 'base (n).ext' with the smallest n whose lower-case form is not in `taken`
 * (lower-case names). Names differ only by case on the machines people download to.
 */
export function freeName(wanted: string, taken: ReadonlySet<string>): string {
  if (!taken.has(wanted.toLowerCase())) return wanted;
  const [base, ext] = splitExtension(wanted);
  for (let n = 1; ; n++) {
    const candidate = `${base} (${n})${ext}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

/** The part of a name that all its numbered variants start with, for fetching the taken names. */
export const namePrefix = (name: string): string => splitExtension(name)[0];

/** RFC 5987 `filename*` value: UTF-8, percent-encoded beyond the attr-char set. */
const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `attachment` or `inline`, with an ASCII fallback for old clients and the exact name in `filename*`. */
export function contentDisposition(kind: 'attachment' | 'inline', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\/]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}
