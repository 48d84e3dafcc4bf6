import { isErrorCode, type TErrorCode } from '@scouting/contract/error-codes';
import { MESSAGES } from '@scouting/contract/messages';
import { translateServerMessage } from '@scouting/contract/server-messages';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance } from 'fastify';
import { callerLanguage } from '../http/caller-language.ts';
import { type Auth, CLIENT_IP_HEADER } from './auth.ts';

const SKIPPED_HEADERS = new Set(['set-cookie', 'content-length', 'content-encoding', 'transfer-encoding']);

/**
 * Bridges Fastify to Better Auth's Web-standard handler (docs/architecture.md#known-pitfalls-of-these-libraries), and rewrites its
 * error bodies into the API's one error format so the browser handles every failure the same way.
 */
export async function authRoutes(app: FastifyInstance, { auth }: { auth: Auth }) {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      const headers = fromNodeHeaders(request.headers);
      headers.set(CLIENT_IP_HEADER, request.ip);
      const hasBody = request.method !== 'GET' && request.body !== undefined;
      const response = await auth.handler(
        new Request(new URL(request.url, app.config.appOrigin), {
          method: request.method,
          headers,
          body: hasBody ? JSON.stringify(request.body) : undefined,
        }),
      );
      const text = await response.text();
      reply.status(statusOf(response.status, text));
      response.headers.forEach((value, key) => {
        if (!SKIPPED_HEADERS.has(key)) reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      if (response.status < 400) return reply.send(text || null);
      // In the caller's language, as the error handler says every other refusal; a 429 does not look
      // the caller up (a flood must not cost a session lookup per request).
      const refusal = toApiError(response.status, text);
      const language = await callerLanguage(request, {
        lookUpCaller: response.status < 500 && response.status !== 429,
      });
      if (language !== 'en') reply.header('content-language', language);
      return reply
        .type('application/json')
        .send({ ...refusal, error: translateServerMessage(refusal.error, language) });
    },
  });
}

/** Better Auth's codes that a person reads, in the words of the contract (decision 012). */
const OUR_WORDS: Partial<Record<TErrorCode, string>> = {
  INVALID_EMAIL_OR_PASSWORD: MESSAGES.invalidLogin,
  ACCOUNT_LOCKED: MESSAGES.accountLocked,
  INVALID_PASSWORD: MESSAGES.wrongCurrentPassword,
  INVALID_CODE: MESSAGES.twoFactorInvalidCode,
  INVALID_BACKUP_CODE: MESSAGES.twoFactorInvalidBackupCode,
  INVALID_TWO_FACTOR_COOKIE: MESSAGES.twoFactorSessionExpired,
};

/**
 * The lock decided in the after-hook of a failed sign-in keeps that failure's 401 in Better Auth's
 * dispatcher; the answer is the lock, so it goes out as 429 like every later attempt.
 */
function statusOf(status: number, text: string): number {
  return status === 401 && text.includes('"ACCOUNT_LOCKED"') ? 429 : status;
}

function toApiError(status: number, text: string) {
  let body: { message?: string; code?: string } = {};
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (e.g. an empty 429): fall through to the generic message of the status.
  }
  // The per-address sign-in limit (decision 023) is a rate limit with its own words.
  if (body.code === 'SIGN_IN_LIMITED')
    return { error: MESSAGES.signInAttemptsLimited, code: 'RATE_LIMITED' satisfies TErrorCode };
  if (body.code === 'VERIFICATION_RESEND_LIMITED')
    return { error: MESSAGES.verificationResendLimited, code: 'RATE_LIMITED' satisfies TErrorCode };
  const ours = isErrorCode(body.code) ? OUR_WORDS[body.code] : undefined;
  if (ours && isErrorCode(body.code)) return { error: ours, code: body.code };
  if (status === 429) return { error: MESSAGES.tooManyRequests, code: 'RATE_LIMITED' satisfies TErrorCode };
  // Better Auth's other codes are its own: the contract's list names them AUTH_ERROR, with its words.
  const code: TErrorCode = isErrorCode(body.code) ? body.code : status >= 500 ? 'SERVER_ERROR' : 'AUTH_ERROR';
  return { error: body.message ?? (status >= 500 ? MESSAGES.serverError : MESSAGES.validationFailed), code };
}
