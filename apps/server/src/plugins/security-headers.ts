import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** Helmet's headers with a Content-Security-Policy that allows exactly what the pages load. */
export const securityHeadersPlugin = fp(
  async (app) => {
    const https = app.config.appOrigin.startsWith('https://');
    await app.register(helmet, {
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
  },
  { name: 'security-headers', dependencies: ['config'] },
);
