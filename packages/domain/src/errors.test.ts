import { describe, expect, it } from 'vitest';
import { ERROR_STATUS, ErrorCode, errorCodeForStatus, isErrorCode } from './errors.js';

describe('error catalogue', () => {
  it('names every code after itself and gives it an HTTP error status', () => {
    for (const [code, status] of Object.entries(ERROR_STATUS)) {
      expect(ErrorCode[code as ErrorCode]).toBe(code);
      expect(status).toBeGreaterThanOrEqual(400);
    }
  });

  it('maps a framework status to a code of the catalogue whose status matches', () => {
    for (const status of [400, 401, 403, 404, 405, 413, 415, 429, 500, 503]) {
      const code = errorCodeForStatus(status);
      expect(isErrorCode(code)).toBe(true);
      expect(ERROR_STATUS[code]).toBe(status === 405 ? 400 : status === 503 ? 500 : status);
    }
  });

  it('tells codes from other strings', () => {
    expect(isErrorCode('PERIOD_LOCKED')).toBe(true);
    expect(isErrorCode('FST_REQ_FILE_TOO_LARGE')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
  });
});
