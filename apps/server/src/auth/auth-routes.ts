import { MESSAGES } from '@scouting/contract';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance } from 'fastify';
import { type Auth, CLIENT_IP_HEADER } from './auth.ts';

const SKIPPED_HEADERS = new Set(['set-cookie', 'content-length', 'content-encoding', 'transfer-encoding']);

/**
 * Bridges Fastify to Better Auth's Web-standard handler (ARCHITECTURE §3a), and rewrites its
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
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (!SKIPPED_HEADERS.has(key)) reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      const text = await response.text();
      if (response.status < 400) return reply.send(text || null);
      return reply.type('application/json').send(toApiError(response.status, text));
    },
  });
}

function toApiError(status: number, text: string) {
  let body: { message?: string; code?: string } = {};
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (e.g. an empty 429): fall through to the generic message of the status.
  }
  if (status === 429) return { error: MESSAGES.tooManyRequests, code: 'RATE_LIMITED' };
  if (body.code === 'INVALID_EMAIL_OR_PASSWORD') return { error: MESSAGES.invalidLogin, code: body.code };
  return {
    error: body.message ?? (status >= 500 ? MESSAGES.serverError : MESSAGES.validationFailed),
    code: body.code ?? (status >= 500 ? 'SERVER_ERROR' : 'AUTH_ERROR'),
  };
}
