import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_STATUS, errorCodeForStatus, isErrorCode } from './error-codes.ts';

describe('error codes', () => {
  it('knows its own codes and nothing else', () => {
    expect(isErrorCode('ACCOUNT_LOCKED')).toBe(true);
    expect(isErrorCode('FST_ERR_CTP_INVALID_MEDIA_TYPE')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
  });

  it('names an answer without a code of ours by its status, always with a code of the list', () => {
    for (const status of [400, 401, 403, 404, 409, 410, 413, 415, 422, 429, 500, 502, 503]) {
      const code = errorCodeForStatus(status);
      expect(ERROR_CODES).toContain(code);
      if (status !== 422 && status !== 502) expect(ERROR_STATUS[code]).toBe(status);
    }
  });
});
