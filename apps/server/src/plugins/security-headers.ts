import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Helmet's headers with a Content-Security-Policy that allows exactly what the pages load.
 *
 * Helmet's middleware is built once, here, and applied in one hook: @fastify/helmet rebuilt it on
 * every request (two hooks, the directives parsed again each time), which was a tenth of the cost
 * of the 10 s notification poll's 304 (issue 16, measured with `npm run bench`).
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    const https = app.config.appOrigin.startsWith('https://');
    const setHeaders = helmet({
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
    app.addHook('onRequest', (request, reply, done) => {
      setHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
