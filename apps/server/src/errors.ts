import { MESSAGES } from '@scouting/contract';

const STATUS = {
  VALIDATION_ERROR: 400,
  INVALID_EMAIL: 400,
  UNAUTHENTICATED: 401,
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
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_FILE_TYPE: 415,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof STATUS;

/** The one error type business functions throw; the error handler maps its code to a status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: Record<string, string> | undefined;
  /** Sent as Retry-After (whole seconds) with a 429. */
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, message?: string, fields?: Record<string, string>, retryAfterSeconds?: number) {
    super(message ?? defaultMessage(code));
    this.code = code;
    this.status = STATUS[code];
    this.fields = fields;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

function defaultMessage(code: ErrorCode): string {
  switch (code) {
    case 'UNAUTHENTICATED':
      return MESSAGES.unauthenticated;
    case 'EMAIL_NOT_VERIFIED':
      return MESSAGES.emailNotVerified;
    case 'REGISTRATION_REQUIRED':
      return MESSAGES.registrationRequired;
    case 'SIGNUP_DISABLED':
      return MESSAGES.signupDisabled;
    case 'RATE_LIMITED':
      return MESSAGES.tooManyRequests;
    case 'VALIDATION_ERROR':
      return MESSAGES.validationFailed;
    case 'NOT_FOUND':
      return 'Not found.';
    case 'UNDERAGE_APPROVAL_REQUIRED':
      return MESSAGES.underageApprovalRequired;
    case 'PARENTAL_CONSENT_REQUIRED':
      return MESSAGES.parentalConsentRequired;
    case 'ACCOUNT_SUSPENDED':
      return MESSAGES.accountSuspended;
    case 'TWO_FACTOR_REQUIRED':
      return MESSAGES.twoFactorRequired;
    default:
      return MESSAGES.forbidden;
  }
}
