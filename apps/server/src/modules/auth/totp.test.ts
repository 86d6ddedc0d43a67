/** The TOTP parameters against RFC 6238's own test vectors (SHA-1 key, codes cut to six digits). */
import { describe, expect, it } from 'vitest';
import { Secret } from 'otpauth';
import { hashRecoveryCode, matchingStep, newRecoveryCode, totpCode } from './totp.js';

const RFC_KEY = new Secret({ buffer: new TextEncoder().encode('12345678901234567890').buffer }).base32;

describe('TOTP', () => {
  it('gives the RFC 6238 codes (last six digits of the SHA-1 vectors)', () => {
    const vectors: Array<[number, string]> = [
      [59, '94287082'],
      [1_111_111_109, '07081804'],
      [1_111_111_111, '14050471'],
      [1_234_567_890, '89005924'],
      [2_000_000_000, '69279037'],
      [20_000_000_000, '65353130'],
    ];
    for (const [seconds, code] of vectors) expect(totpCode(RFC_KEY, seconds * 1000)).toBe(code.slice(-6));
  });

  it('accepts the step before and after now, and says which step matched', () => {
    const now = 1_111_111_111_000;
    const step = Math.floor(now / 30_000);
    expect(matchingStep(RFC_KEY, totpCode(RFC_KEY, now), now)).toBe(step);
    expect(matchingStep(RFC_KEY, totpCode(RFC_KEY, now - 30_000), now)).toBe(step - 1);
    expect(matchingStep(RFC_KEY, totpCode(RFC_KEY, now + 30_000), now)).toBe(step + 1);
    expect(matchingStep(RFC_KEY, totpCode(RFC_KEY, now - 60_000), now)).toBeNull();
  });

  it('makes recovery codes that hash the same however they are typed back', () => {
    const code = newRecoveryCode();
    expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(hashRecoveryCode(` ${code.toUpperCase().replace('-', ' ')} `)).toBe(hashRecoveryCode(code));
  });
});
