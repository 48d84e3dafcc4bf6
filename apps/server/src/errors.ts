import { ERROR_STATUS, type TErrorCode } from '@scouting/contract/error-codes';
import type { TMessageWithValues } from '@scouting/contract/message-ids';
import { MESSAGES } from '@scouting/contract/messages';

/** The codes a business function throws: the contract's list (docs/architecture.md#api-conventions), whose status each answer takes. */
export type ErrorCode = TErrorCode;

/** The one error type business functions throw; the error handler maps its code to a status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: Record<string, string> | undefined;
  /** Sent as Retry-After (whole seconds) with a 429. */
  readonly retryAfterSeconds: number | undefined;

  /** The values of the message's placeholders, when it names what it refuses (decision 074). */
  readonly values: Readonly<Record<string, string>> | undefined;

  constructor(
    code: ErrorCode,
    message?: string | TMessageWithValues,
    fields?: Record<string, string>,
    retryAfterSeconds?: number,
  ) {
    super(typeof message === 'object' ? message.id : (message ?? defaultMessage(code)));
    this.values = typeof message === 'object' ? message.values : undefined;
    this.code = code;
    this.status = ERROR_STATUS[code];
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
      return MESSAGES.resourceNotFound;
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
