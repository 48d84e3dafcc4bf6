import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_STATUS, errorCodeForStatus, isErrorCode, readApiError } from './error-codes.ts';
import { ZApiError } from './schemas/system.ts';

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

  // What the server sends, what a proxy may send instead, and the shapes between.
  it.each([
    { error: 'No.', code: 'FORBIDDEN' },
    { error: 'Check the form.', code: 'VALIDATION_ERROR', fields: { email: 'Enter your e-mail' } },
    { error: 'Check the form.', code: 'VALIDATION_ERROR', fields: { email: 3 } },
    { error: 'Check the form.', code: 'VALIDATION_ERROR', fields: ['Enter your e-mail'] },
    { error: 'Kept apart.', code: 'CONFLICT', extra: 'dropped' },
    // A code outside the contract's list is refused like a missing one.
    { error: 'Odd.', code: 'MADE_UP_HERE' },
    { code: 'X' },
    { error: 1, code: 'FORBIDDEN' },
    '<html>Bad gateway</html>',
    [],
    null,
  ])('reads the error body %j as ZApiError does', (body) => {
    const parsed = ZApiError.safeParse(body);
    expect(readApiError(body)).toEqual(parsed.success ? parsed.data : null);
  });
});
