import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import scalar from '@scalar/fastify-api-reference';
import Fastify, { type FastifyInstance, type onRouteHookHandler } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createAuth } from './auth/auth.ts';
import { authRoutes } from './auth/auth-routes.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { installErrorHandler } from './error-handler.ts';
import { DEFAULT_MULTIPART_LIMITS, refuseMultipartOutsideUploads } from './http/multipart.ts';
import { mailboxRoutes } from './infra/mail/mailbox-routes.ts';
import type { Mailer } from './infra/mail/mailer.ts';
import { createOutboxMailer } from './infra/mail/outbox-mailer.ts';
import { createSmtpMailer } from './infra/mail/smtp-mailer.ts';
import { createLocalStorage, type Storage } from './infra/storage/storage.ts';
import { createYouTubeClient, type YouTubeClient } from './infra/youtube/youtube.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { applicationRoutes } from './modules/applications/routes.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { countryRoutes } from './modules/countries/routes.ts';
import { fileRoutes } from './modules/files/routes.ts';
import { identityRoutes } from './modules/identity/routes.ts';
import { messagingRoutes } from './modules/messaging/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { opportunityRoutes } from './modules/opportunities/routes.ts';
import { parentalConsentRoutes } from './modules/parental-consent/routes.ts';
import { profileImageRoutes } from './modules/profile-images/routes.ts';
import { profileRoutes } from './modules/profiles/routes.ts';
import { createWriteLimiter, type WriteLimitOptions } from './modules/rate-limits/limit-writes.ts';
import { registrationRoutes } from './modules/registration/routes.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { testingRoutes } from './modules/testing/routes.ts';
import { transfermarktRoutes } from './modules/transfermarkt/routes.ts';
import { underageRoutes } from './modules/underage/routes.ts';
import { verificationRoutes } from './modules/verification/routes.ts';
import { videoRoutes } from './modules/videos/routes.ts';
import { isPageRequest, WEB_DIST_DIR, webApp } from './web-app.ts';

export type AppOptions = {
  db: Database;
  /** Replaces the configured mailer (tests). */
  mailer?: Mailer;
  storage?: Storage;
  /** Replaces the configured YouTube client (tests). */
  youtube?: YouTubeClient;
  webDistDir?: string;
  /** Per-member write limits: the counter store and, in tests of the limits, other numbers. */
  writeLimits?: WriteLimitOptions;
  /** Sees every route as it is registered (the authorization matrix test lists them with it). */
  onRoute?: onRouteHookHandler;
  logger?: boolean;
};

/** Everything a request needs, without listening: main.ts listens, tests use app.inject. */
export async function buildApp(config: Config, options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            // Readable lines for a person at a terminal; JSON lines for log collectors everywhere else.
            ...(process.stdout.isTTY && config.env !== 'production'
              ? {
                  transport: {
                    target: 'pino-pretty',
                    options: { ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss' },
                  },
                }
              : {}),
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
          },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  // A PUT or POST that carries no data (mark read, approve) may come with an empty JSON body.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    if (body === '') return done(null, undefined);
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error('The request body is not valid JSON.'), { statusCode: 400 }), undefined);
    }
  });

  const mailboxUrl = `${config.appOrigin}/dev/mailbox`;
  const outbox = !config.smtpUrl;
  const mailer =
    options.mailer ??
    (config.smtpUrl
      ? createSmtpMailer(config.smtpUrl, config.mailFrom)
      : createOutboxMailer(options.db, app.log, mailboxUrl));
  app.decorate('config', config);
  app.decorate('db', options.db);
  app.decorate('mailer', mailer);
  app.decorate('storage', options.storage ?? createLocalStorage(`${config.dataDir}/uploads`));
  app.decorate('youtube', options.youtube ?? createYouTubeClient(config.youtube));
  app.decorate('auth', createAuth(config, options.db, mailer, app.log));
  app.decorate('writeLimiter', createWriteLimiter(options.writeLimits));
  app.addHook('onClose', async () => mailer.close?.());

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://i.ytimg.com'],
        frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
        // Mantine writes CSS variables into style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        upgradeInsecureRequests: config.appOrigin.startsWith('https://') ? [] : null,
      },
    },
    strictTransportSecurity: config.appOrigin.startsWith('https://'),
  });
  // Each upload route reads its form with its own limits (http/multipart.ts); these are for no one.
  await app.register(multipart, { limits: DEFAULT_MULTIPART_LIMITS });
  app.addHook('onRequest', refuseMultipartOutsideUploads);
  await app.register(rateLimit, { global: false, keyGenerator: (request) => request.ip });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Scouting Network API', version: '1.0.0', description: 'The product API of SPEC §7 under /api.' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(scalar, { routePrefix: '/api/docs' });

  await app.register(authRoutes, { auth: app.auth });
  await app.register(systemRoutes);
  await app.register(identityRoutes);
  await app.register(registrationRoutes);
  await app.register(countryRoutes);
  await app.register(notificationRoutes);
  await app.register(profileRoutes);
  await app.register(adminRoutes);
  await app.register(opportunityRoutes);
  await app.register(applicationRoutes);
  await app.register(fileRoutes);
  await app.register(videoRoutes);
  await app.register(transfermarktRoutes);
  await app.register(messagingRoutes);
  await app.register(underageRoutes);
  await app.register(verificationRoutes);
  await app.register(reportRoutes);
  await app.register(auditRoutes);
  await app.register(profileImageRoutes);
  await app.register(parentalConsentRoutes);
  if (outbox && config.env !== 'production') await app.register(mailboxRoutes);
  if (config.env === 'test') await app.register(testingRoutes);

  await app.register(webApp, { distDir: options.webDistDir ?? WEB_DIST_DIR });
  app.setNotFoundHandler((request, reply) => {
    if (isPageRequest(request.method, request.url) && app.hasReplyDecorator('sendFile')) {
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ error: `No route ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' });
  });
  return app;
}
