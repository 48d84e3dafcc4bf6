import type { IncomingHttpHeaders } from 'node:http';
import type { TErrorCode } from '@scouting/contract/error-codes';
import fp from 'fastify-plugin';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// The pages send JSON, and FormData for files; a cross-site <form> can send neither without CORS
// allowing it, except multipart, which the Origin check below covers.
const ACCEPTED_BODY_TYPES = new Set(['application/json', 'multipart/form-data']);
const FORM_BODY_TYPE = 'application/x-www-form-urlencoded';
const SAME_SITE_FETCHES = new Set(['same-origin', 'none']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route accepts an application/x-www-form-urlencoded post (it reads no session). */
    acceptsFormPost?: boolean;
  }
}

export const CROSS_SITE_MESSAGE = 'This request did not come from this site, so it was refused.';
export const UNSUPPORTED_BODY_MESSAGE = 'This request body type is not accepted: send JSON.';

/**
 * Whether a browser sent this request from another site. The browser sets Origin on every
 * state-changing fetch or form post (a page cannot forge it); older browsers that omit it still send
 * Sec-Fetch-Site. A request with neither comes from no browser (curl, scripts, tests) and carries
 * no one's cookie by accident, so it is not a forgery (docs/decisions/011-forged-requests.md).
 */
export function isCrossSite(headers: IncomingHttpHeaders, appOrigins: readonly string[]): boolean {
  const origin = headers.origin;
  if (origin !== undefined) {
    const sent = normalOrigin(origin);
    return sent === null || !appOrigins.some((appOrigin) => normalOrigin(appOrigin) === sent);
  }
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

// Percent-encoding of a character that never needs it (RFC 3986 §2.3: letters, digits, - . _ ~).
const ENCODED_UNRESERVED = /%(?:4[1-9a-f]|5[0-9a]|6[1-9a-f]|7[0-9a]|3[0-9]|2[de]|5f|7e)/i;

/**
 * Whether a request path is written the one way our routes and links write it. The router decodes
 * `%61` to `a`, and a proxy may fold `//`, `/./`, `/../`, a trailing dot or a backslash: a path that
 * means a route only after such a rewrite is answered 404, so no check can be dodged by spelling
 * (decision 023). Encoded reserved characters (`%2F`, `%40`, UTF-8) stay: they are how values are sent.
 */
export function isCanonicalPath(url: string): boolean {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (!path.startsWith('/') || path.includes('\\') || ENCODED_UNRESERVED.test(path)) return false;
  if (path === '/') return true;
  const segments = path.slice(1).split('/');
  // The last segment may be empty (a trailing slash, which the router answers itself).
  return segments.every((segment, i) => (segment === '' ? i === segments.length - 1 && i > 0 : !segment.endsWith('.')));
}

/** The body of the app's not-found answer (app.ts answers the same for unknown routes). */
export function notFoundBody(method: string, url: string) {
  return { error: `No route ${method} ${url.split('?')[0]}`, code: 'NOT_FOUND' as const satisfies TErrorCode };
}

function hasBody(headers: IncomingHttpHeaders): boolean {
  return headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
}

/**
 * Forged requests (decision 011): a state-changing request, Better Auth's routes included, is
 * refused when another site sent it (403) or when its body is a type the pages never send (415),
 * before any body is read or any handler runs. SameSite=Lax cookies stay the first line; this is
 * the second, for sibling subdomains that count as the same site.
 *
 * The decision is taken on the route the router matched, not on the raw URL (decision 023): the hook
 * runs after routing, checks every state-changing route whatever its path, and answers 404 to a path
 * not in its canonical form and to a state-changing request that matched no route.
 */
export const forgedRequestsPlugin = fp(
  async (app) => {
    const { appOrigins } = app.config;
    // A text/plain body is what a cross-site <form enctype="text/plain"> sends: nothing here reads it.
    app.removeContentTypeParser('text/plain');
    // A callback hook: every request passes here, and most (reads, the 10 s poll) need no promise.
    app.addHook('onRequest', (request, reply, done) => {
      if (!isCanonicalPath(request.url)) {
        reply.status(404).send(notFoundBody(request.method, request.url));
        return;
      }
      if (!STATE_CHANGING.has(request.method)) return done();
      // Nothing to forge on a route that does not exist; answered before any body is read.
      if (request.is404) {
        reply.status(404).send(notFoundBody(request.method, request.url));
        return;
      }
      if (isCrossSite(request.headers, appOrigins)) {
        reply.status(403).send({ error: CROSS_SITE_MESSAGE, code: 'CROSS_SITE_REQUEST' satisfies TErrorCode });
        return;
      }
      const type = request.headers['content-type'];
      const essence = type?.split(';')[0]?.trim().toLowerCase();
      // A route that says so takes a form post too (a digest's one-click unsubscribe, RFC 8058): it
      // acts on a token in its address, never on a session, so a forged post gains nothing.
      const formPost = essence === FORM_BODY_TYPE && request.routeOptions.config.acceptsFormPost === true;
      if (formPost) return done();
      if (essence === undefined ? hasBody(request.headers) : !ACCEPTED_BODY_TYPES.has(essence)) {
        reply
          .status(415)
          .send({ error: UNSUPPORTED_BODY_MESSAGE, code: 'UNSUPPORTED_MEDIA_TYPE' satisfies TErrorCode });
        return;
      }
      done();
    });
  },
  { name: 'forged-requests', dependencies: ['config'] },
);
