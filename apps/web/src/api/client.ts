import { errorCodeForStatus, readApiError, type TErrorCode } from '@scouting/contract/error-codes';
import { FIRST_SCREEN_MESSAGES as MESSAGES } from '@scouting/contract/first-screen-messages';
import { currentLanguage, translateSentence } from '../i18n/i18n.ts';

/** Anything with zod's `parse`: keeps this module free of a direct zod dependency. */
export type Parser<T> = { parse: (data: unknown) => T };

type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  schema?: Parser<T>;
  signal?: AbortSignal;
};

/**
 * What a failed call's code can be: one of the contract's list (docs/architecture.md#api-conventions), or one the page gives
 * when the server gave none (no answer at all, an answer that broke the contract).
 */
export type ApiErrorCode = TErrorCode | 'NETWORK_ERROR' | 'INVALID_RESPONSE';

/** Every failed call, whatever the cause: an HTTP error answer, or no answer at all (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, code: ApiErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

/**
 * A failure the page names itself (no answer, or an answer without words of ours), said in the
 * language shown now, as the server says its own: whatever shows an `ApiError`'s message shows a
 * sentence, never a message id.
 */
export function pageFailure(status: number, code: ApiErrorCode, id: string): ApiError {
  return new ApiError(status, code, translateSentence(id));
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** Whether a failed read is worth asking again: a 4xx answer will not change, a dropped connection or a 5xx might. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  return !isApiError(error) || error.status === 0 || error.status >= 500;
}

/** The message to show a person for any error thrown by a call. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : translateSentence(MESSAGES.serverError);
}

/** The one way the web app talks to the server: same origin, cookie session, JSON both ways. */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, schema, signal } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      // A FormData body (file uploads) sets its own multipart content type and boundary.
      headers: {
        ...(body === undefined || body instanceof FormData
          ? { accept: 'application/json' }
          : { 'content-type': 'application/json' }),
        // The page's language: a visitor without a language of their own (a parent on a page opened
        // from a mail, `?lang=`) reads the server's sentences in the language the page shows.
        'accept-language': currentLanguage(),
      },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw pageFailure(0, 'NETWORK_ERROR', MESSAGES.networkError);
  }

  const data: unknown = await readJson(response);
  if (!response.ok) throw toApiError(response.status, data);
  if (!schema) return data as T;
  try {
    return schema.parse(data);
  } catch {
    // The server broke the contract: a person can only retry later.
    throw pageFailure(response.status, 'INVALID_RESPONSE', MESSAGES.serverError);
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function toApiError(status: number, data: unknown): ApiError {
  const body = readApiError(data);
  if (body) return new ApiError(status, body.code, body.error, body.fields);
  // No error body of ours (a proxy's page, say): the status names it.
  return pageFailure(
    status,
    errorCodeForStatus(status),
    status === 429 ? MESSAGES.tooManyRequests : MESSAGES.serverError,
  );
}
