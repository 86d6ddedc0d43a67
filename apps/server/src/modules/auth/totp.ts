/**
 * TOTP (RFC 6238: SHA-1, 6 digits, 30-second steps, as every authenticator app reads an
 * otpauth:// URL) through the `otpauth` library, and the recovery codes that stand in for it.
 */
import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const ISSUER = 'Ledgerdesk';
const PARAMETERS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
/** A code of the step before or after now is accepted too: a phone's clock may be a little off. */
const WINDOW = 1;

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

export function otpauthUrl(secret: string, account: string): string {
  return new TOTP({ issuer: ISSUER, label: account, secret: Secret.fromBase32(secret), ...PARAMETERS }).toString();
}

export const qrCodeSvg = (text: string): Promise<string> => QRCode.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });

/** The code for the step holding `timestampMs`. */
export const totpCode = (secret: string, timestampMs: number): string =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: timestampMs, ...PARAMETERS });

/** The time step whose code `code` is, within the window around `nowMs`; null when it matches none. */
export function matchingStep(secret: string, code: string, nowMs: number = Date.now()): number | null {
  const delta = TOTP.validate({ token: code, secret: Secret.fromBase32(secret), timestamp: nowMs, window: WINDOW, ...PARAMETERS });
  return delta === null ? null : TOTP.counter({ period: PARAMETERS.period, timestamp: nowMs }) + delta;
}

/** Letters and digits that cannot be misread for one another (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** `xxxxx-xxxxx`: about 49 bits each, tried at most a few times in 15 minutes. */
export function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** What is stored of a recovery code: its SHA-256, of the code as typed without case, spaces or dashes. */
export const hashRecoveryCode = (code: string): string =>
  createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex');
