import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers Helmet sets with these options, recorded once. Every value here is static (no
 * per-request nonce), so running Helmet's chain of middleware on every request only repeated the
 * same thirteen calls; the 10 s poll's 304 is small enough for that to show (issue 16).
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
          upgradeInsecureRequests: https ? [] : null,
        },
      },
      strictTransportSecurity: https,
    });
    // On the raw response, as Helmet does: answers written past Fastify's reply (the event stream) carry them too.
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
