/**
 * Every machine code an error answer can carry (docs/architecture.md#api-conventions), with the status it
 * goes out with. One list for the server's AppError, its auth bridge and the pages, so a page
 * compares against a name the compiler knows, never a string made up where it is thrown.
 */
export const ERROR_STATUS = {
  // 400: the request itself is wrong.
  VALIDATION_ERROR: 400,
  INVALID_EMAIL: 400,
  PASSWORD_TOO_WEAK: 400,
  INVALID_PASSWORD: 400,
  BAD_REQUEST: 400,
  // 401: who is calling is unknown, or the sign-in failed.
  UNAUTHENTICATED: 401,
  INVALID_EMAIL_OR_PASSWORD: 401,
  INVALID_CODE: 401,
  INVALID_BACKUP_CODE: 401,
  INVALID_TWO_FACTOR_COOKIE: 401,
  // 403: known, but not allowed.
  FORBIDDEN: 403,
  WRONG_ROLE: 403,
  EMAIL_NOT_VERIFIED: 403,
  REGISTRATION_REQUIRED: 403,
  SIGNUP_DISABLED: 403,
  UNDERAGE_APPROVAL_REQUIRED: 403,
  PARENTAL_CONSENT_REQUIRED: 403,
  ACCOUNT_SUSPENDED: 403,
  AGENT_NOT_VERIFIED: 403,
  TWO_FACTOR_REQUIRED: 403,
  CROSS_SITE_REQUEST: 403,
  // Another status of the identity service, with its own words (an auth call only).
  AUTH_ERROR: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_FILE_TYPE: 415,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  ACCOUNT_LOCKED: 429,
  SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type TErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as [TErrorCode, ...TErrorCode[]];

export function isErrorCode(value: unknown): value is TErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}

/** The code for an answer whose cause named none of ours (a framework's own 4xx, say): by its status. */
export function errorCodeForStatus(status: number): TErrorCode {
  if (status >= 500) return status === 503 ? 'SERVICE_UNAVAILABLE' : 'SERVER_ERROR';
  switch (status) {
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 410:
      return 'GONE';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    default:
      return 'BAD_REQUEST';
  }
}

/** The body of every failed API call (docs/architecture.md#api-conventions), as `ZApiError` of schemas/system.ts describes it. */
export type TApiErrorBody = { error: string; code: TErrorCode; fields?: Record<string, string> };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A failed call's body, or null when it is not one of ours: a proxy or a gateway may answer instead of
 * the server (an HTML page, an empty body), so the page checks the shape rather than trusting it. Read
 * by hand, as `ZApiError` would (`error-codes.test.ts` holds them together), because every page reads
 * failures, the login page included, and it loads no zod (decision 071).
 */
export function readApiError(body: unknown): TApiErrorBody | null {
  if (!isRecord(body) || typeof body.error !== 'string' || !isErrorCode(body.code)) return null;
  const { fields } = body;
  if (fields === undefined) return { error: body.error, code: body.code };
  if (!isRecord(fields) || !Object.values(fields).every((value) => typeof value === 'string')) return null;
  return { error: body.error, code: body.code, fields: fields as Record<string, string> };
}
