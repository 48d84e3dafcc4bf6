import type { IncomingHttpHeaders } from 'node:http';
import fp from 'fastify-plugin';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// The pages send JSON, and FormData for files; a cross-site <form> can send neither without CORS
// allowing it, except multipart, which the Origin check below covers.
const ACCEPTED_BODY_TYPES = new Set(['application/json', 'multipart/form-data']);
const SAME_SITE_FETCHES = new Set(['same-origin', 'none']);

export const CROSS_SITE_MESSAGE = 'This request did not come from this site, so it was refused.';
export const UNSUPPORTED_BODY_MESSAGE = 'This request body type is not accepted: send JSON.';

/**
 * Whether a browser sent this request from another site. The browser sets Origin on every
 * state-changing fetch or form post (a page cannot forge it); older browsers that omit it still send
 * Sec-Fetch-Site. A request with neither comes from no browser (curl, scripts, tests) and carries
 * no one's cookie by accident, so it is not a forgery (docs/decisions/011-forged-requests.md).
 */
export function isCrossSite(headers: IncomingHttpHeaders, appOrigin: string): boolean {
  const origin = headers.origin;
  if (origin !== undefined) return normalOrigin(origin) !== normalOrigin(appOrigin);
  const site = headers['sec-fetch-site'];
  return typeof site === 'string' && !SAME_SITE_FETCHES.has(site.toLowerCase());
}

function normalOrigin(value: string): string | null {
  try {
    const { origin } = new URL(value);
    return origin === 'null' ? null : origin;
  } catch {
    // "null" (sandboxed frames, some redirects) and anything unparsable match no deployment.
    return null;
  }
}

function hasBody(headers: IncomingHttpHeaders): boolean {
  return headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
}

/**
 * Forged requests (issue 15 §1): a state-changing /api request, Better Auth's routes included, is
 * refused when another site sent it (403) or when its body is a type the pages never send (415),
 * before any body is read or any handler runs. SameSite=Lax cookies stay the first line; this is
 * the second, for sibling subdomains that count as the same site.
 */
export const forgedRequestsPlugin = fp(
  async (app) => {
    const { appOrigin } = app.config;
    // A text/plain body is what a cross-site <form enctype="text/plain"> sends: nothing here reads it.
    app.removeContentTypeParser('text/plain');
    // A callback hook: every request passes here, and most (reads, the 10 s poll) need no promise.
    app.addHook('onRequest', (request, reply, done) => {
      if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return done();
      if (isCrossSite(request.headers, appOrigin)) {
        reply.status(403).send({ error: CROSS_SITE_MESSAGE, code: 'CROSS_SITE_REQUEST' });
        return;
      }
      const type = request.headers['content-type'];
      const essence = type?.split(';')[0]?.trim().toLowerCase();
      if (essence === undefined ? hasBody(request.headers) : !ACCEPTED_BODY_TYPES.has(essence)) {
        reply.status(415).send({ error: UNSUPPORTED_BODY_MESSAGE, code: 'UNSUPPORTED_MEDIA_TYPE' });
        return;
      }
      done();
    });
  },
  { name: 'forged-requests', dependencies: ['config'] },
);
