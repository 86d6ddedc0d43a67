/** Image types an avatar may have, told from the first bytes (a file name or a browser's guess proves nothing). */
export type AvatarType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export function detectImageType(bytes: Buffer): AvatarType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}

const URL_PREFIX = '/api/v1/avatars/';

export const avatarUrl = (key: string): string => `${URL_PREFIX}${key}`;

/** The storage key behind an avatar URL this server issued; undefined for anything else. */
export function avatarKey(url: string | null): string | undefined {
  return url?.startsWith(URL_PREFIX) ? url.slice(URL_PREFIX.length) : undefined;
}
