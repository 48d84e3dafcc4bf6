import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers Helmet sets with these options, recorded once. Every value here is static (no
 * per-request nonce), so running Helmet's chain of middleware on every request only repeated the
 * same thirteen calls; the 10 s poll's 304 is small enough for that to show (decision 014).
 */
export function helmetHeaders(options: HelmetOptions): [name: string, value: string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader(name: string, value: string) {
      headers.push([name, value]);
    },
    // Helmet removes X-Powered-By, which Node never sets.
    removeHeader() {},
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

const isConditional = (request: FastifyRequest) =>
  request.headers['if-none-match'] !== undefined || request.headers['if-modified-since'] !== undefined;

/** Helmet's headers with a Content-Security-Policy that allows exactly what the pages load. */
export const securityHeadersPlugin = fp(
  async (app) => {
    const https = app.config.appOrigin.startsWith('https://');
    const headers = helmetHeaders({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https://i.ytimg.com'],
          frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
          // Mantine writes CSS variables into style attributes at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // The installed app (decision 027): our own service worker and manifest, said outright
          // rather than left to default-src, so narrowing that one cannot break them unnoticed.
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          upgradeInsecureRequests: https ? [] : null,
        },
      },
      strictTransportSecurity: https,
    });
    const setHeaders = (response: ServerResponse) => {
      for (const [name, value] of headers) response.setHeader(name, value);
    };
    // On the raw response, as Helmet does: answers written past Fastify's reply (the event stream)
    // carry them too.
    app.addHook('onRequest', (request, reply, done) => {
      if (!isConditional(request)) setHeaders(reply.raw);
      done();
    });
    // A conditional request (the 10 s poll, a revalidated asset) may be answered 304 Not Modified,
    // which has no content of its own: the browser keeps using the answer it stored, with that
    // answer's headers, and RFC 9110 §15.4.5 asks a 304 for only the fields that update it (ETag,
    // Cache-Control, Date, Vary). So these headers go on a conditional request's answer once it is
    // known to carry content. The unchanged poll is the server's most frequent answer: setting
    // thirteen headers on it was about a seventh of its CPU (decision 014).
    app.addHook('onSend', (request, reply, payload, done) => {
      if (isConditional(request) && reply.statusCode !== 304) setHeaders(reply.raw);
      done(null, payload);
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
