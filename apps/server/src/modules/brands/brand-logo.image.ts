/**
 * Image types a brand logo may have, told from the first bytes (a file name or a browser's guess
 * proves nothing). SVG is refused on purpose: it can carry script, and logos are served publicly.
 */
import type { LogoType } from '@ledgerdesk/domain';

export { LOGO_MAX_BYTES, type LogoType } from '@ledgerdesk/domain';

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export function detectLogoType(bytes: Buffer): LogoType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}
