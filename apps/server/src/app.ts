import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type onRouteHookHandler } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { authRoutes } from './auth/auth-routes.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { installErrorHandler } from './error-handler.ts';
import { installAnswerMessages } from './http/answer-messages.ts';
import { documentErrorAnswers } from './http/error-answers.ts';
import { guardBeforeValidation } from './http/guards-before-validation.ts';
import type { EventBus } from './infra/events/event-bus.ts';
import { mailboxRoutes } from './infra/mail/mailbox-routes.ts';
import type { Mailer } from './infra/mail/mailer.ts';
import type { PushSender } from './infra/push/push-sender.ts';
import type { DependencyCheck } from './infra/shared-services.ts';
import type { KeyValueStore } from './infra/shared-state/key-value-store.ts';
import type { Storage } from './infra/storage/storage.ts';
import type { YouTubeClient } from './infra/youtube/youtube.ts';
import { type LogStream, loggerOptions } from './logger.ts';
import { accountDataRoutes } from './modules/account-data/routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { agentOversightRoutes } from './modules/agent-oversight/routes.ts';
import { applicationRoutes } from './modules/applications/routes.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { careerConfirmationRoutes } from './modules/career/confirmation-routes.ts';
import { careerRoutes } from './modules/career/routes.ts';
import { clubNeedRoutes } from './modules/club-needs/routes.ts';
import { clubVerificationRoutes } from './modules/club-verification/routes.ts';
import { compareRoutes } from './modules/compare/routes.ts';
import { fileRoutes } from './modules/files/routes.ts';
import { guardianRoutes } from './modules/guardians/routes.ts';
import { identityRoutes } from './modules/identity/routes.ts';
import { messagingRoutes } from './modules/messaging/routes.ts';
import { notificationPreferenceRoutes } from './modules/notifications/preferences-routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { favouriteRoutes } from './modules/opportunities/favourite-routes.ts';
import { opportunityRoutes } from './modules/opportunities/routes.ts';
import { pitchRoutes } from './modules/pitches/routes.ts';
import { profileImageRoutes } from './modules/profile-images/routes.ts';
import { profileRoutes } from './modules/profiles/routes.ts';
import { pushRoutes } from './modules/push/routes.ts';
import { referenceRoutes } from './modules/references/routes.ts';
import { registrationRoutes } from './modules/registration/routes.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { representationRoutes } from './modules/representation/routes.ts';
import { underageRoutes } from './modules/safeguarding/contact-requests/routes.ts';
import { parentalConsentRoutes } from './modules/safeguarding/parental-consent/routes.ts';
import { authorReportAverages } from './modules/scout-reports/report-averages.ts';
import { scoutReportRoutes } from './modules/scout-reports/routes.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { shortlistRoutes } from './modules/shortlists/routes.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { transfermarktRoutes } from './modules/transfermarkt/routes.ts';
import { verificationRoutes } from './modules/verification/routes.ts';
import { videoMomentRoutes } from './modules/videos/moment-routes.ts';
import { videoRoutes } from './modules/videos/routes.ts';
import { countryRoutes } from './platform/countries/routes.ts';
import { liveUpdateRoutes } from './platform/live-updates/routes.ts';
import type { WriteLimitOptions } from './platform/rate-limits/limit-writes.ts';
import { afterCommitPlugin } from './plugins/after-commit.ts';
import { apiDocsPlugin } from './plugins/api-docs.ts';
import { authPlugin } from './plugins/auth.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { configPlugin } from './plugins/config.ts';
import { databasePlugin } from './plugins/database.ts';
import { eventBusPlugin } from './plugins/event-bus.ts';
import { ffmpegPlugin } from './plugins/ffmpeg.ts';
import { forgedRequestsPlugin, notFoundBody } from './plugins/forged-requests.ts';
import { jobQueuePlugin } from './plugins/job-queue.ts';
import { jsonBodyPlugin } from './plugins/json-body.ts';
import { keyValueStorePlugin } from './plugins/key-value-store.ts';
import { mailerPlugin } from './plugins/mailer.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { pushPlugin } from './plugins/push.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { storagePlugin } from './plugins/storage.ts';
import { streamPresencePlugin } from './plugins/stream-presence.ts';
import { uploadsPlugin } from './plugins/uploads.ts';
import { writeLimitsPlugin } from './plugins/write-limits.ts';
import { youtubePlugin } from './plugins/youtube.ts';
import { JOB_HANDLERS, MEDIA_JOB_HANDLERS, SCHEDULED_TASKS } from './scheduled-work.ts';
import { testingRoutes } from './tooling/testing/routes.ts';
import { isPageRequest, WEB_DIST_DIR, webApp } from './web-app.ts';

export type AppOptions = {
  db: Database;
  /** Replaces the configured mailer (tests). */
  mailer?: Mailer;
  storage?: Storage;
  /** Shared short-lived state; the in-process store by default. */
  keyValueStore?: KeyValueStore;
  /** Member event fan-out; the in-process emitter by default. */
  events?: EventBus;
  /** Replaces the web-push sender (tests). */
  push?: PushSender;
  /** Replaces the configured YouTube client (tests). */
  youtube?: YouTubeClient;
  webDistDir?: string;
  /** Per-member write limits: the counter store and, in tests of the limits, other numbers. */
  writeLimits?: WriteLimitOptions;
  /** REDIS_URL's connection: the identity routes' rate limits count in it, across instances. */
  redis?: Redis | undefined;
  /** Redis and the object store when configured, reported by /api/health beside the database. */
  dependencyChecks?: DependencyCheck[];
  /** Sees every route as it is registered (the authorization matrix test lists them with it). */
  onRoute?: onRouteHookHandler;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests that read the log). */
  logStream?: LogStream;
};

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/** Everything a request needs, without listening: main.ts listens, tests use app.inject. */
export async function buildApp(config: Config, options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config, options.logStream),
    // A number of hops is trusted as Fastify does for an integer: the n addresses nearest to us.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // Every route's error answers into the OpenAPI document, from its guards and schema (docs/architecture.md#api-conventions).
  app.addHook('onRoute', documentErrorAnswers);
  // Who may call is decided before what they sent is validated (a route's caller guards move to preValidation).
  app.addHook('onRoute', guardBeforeValidation);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installAnswerMessages(app);

  // Infrastructure: each plugin decorates the instance and names the plugins it needs before it.
  await app.register(configPlugin, { config });
  await app.register(databasePlugin, { db: options.db });
  await app.register(mailerPlugin, { mailer: options.mailer });
  await app.register(storagePlugin, { storage: options.storage });
  await app.register(keyValueStorePlugin, { keyValueStore: options.keyValueStore });
  await app.register(eventBusPlugin, { events: options.events });
  await app.register(pushPlugin, { push: options.push });
  await app.register(streamPresencePlugin);
  await app.register(afterCommitPlugin);
  // Before the routes (its onResponse hook times them all) and the job queue (it counts mails).
  await app.register(metricsPlugin);
  await app.register(ffmpegPlugin);
  await app.register(jobQueuePlugin, {
    scheduledTasks: SCHEDULED_TASKS,
    jobHandlers: JOB_HANDLERS,
    mediaJobHandlers: MEDIA_JOB_HANDLERS,
  });
  await app.register(youtubePlugin, { youtube: options.youtube });
  await app.register(writeLimitsPlugin, { writeLimits: options.writeLimits });
  await app.register(authPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(compressionPlugin);
  await app.register(forgedRequestsPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(uploadsPlugin);
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => request.ip,
    ...(options.redis ? { redis: options.redis, nameSpace: 'scouting:rate-limit:' } : {}),
  });
  await app.register(apiDocsPlugin);

  // Route modules.
  await app.register(authRoutes, { auth: app.auth });
  await app.register(systemRoutes, { dependencyChecks: options.dependencyChecks ?? [] });
  await app.register(identityRoutes);
  await app.register(registrationRoutes);
  await app.register(countryRoutes);
  await app.register(notificationRoutes);
  await app.register(notificationPreferenceRoutes);
  await app.register(profileRoutes);
  await app.register(adminRoutes);
  await app.register(agentOversightRoutes);
  await app.register(opportunityRoutes);
  await app.register(applicationRoutes);
  await app.register(fileRoutes);
  await app.register(videoRoutes);
  await app.register(videoMomentRoutes);
  await app.register(careerRoutes);
  await app.register(careerConfirmationRoutes);
  await app.register(referenceRoutes);
  await app.register(compareRoutes, { reportAverages: authorReportAverages });
  await app.register(shortlistRoutes);
  await app.register(scoutReportRoutes);
  await app.register(favouriteRoutes);
  await app.register(transfermarktRoutes);
  await app.register(messagingRoutes);
  await app.register(liveUpdateRoutes);
  await app.register(underageRoutes);
  await app.register(verificationRoutes);
  await app.register(clubVerificationRoutes);
  await app.register(clubNeedRoutes);
  await app.register(pitchRoutes);
  await app.register(reportRoutes);
  await app.register(auditRoutes);
  await app.register(profileImageRoutes);
  await app.register(parentalConsentRoutes);
  await app.register(searchRoutes);
  await app.register(accountDataRoutes);
  await app.register(representationRoutes);
  await app.register(guardianRoutes);
  await app.register(pushRoutes);
  if (config.devMailbox) await app.register(mailboxRoutes);
  if (config.env === 'test') await app.register(testingRoutes);

  await app.register(webApp, { distDir: options.webDistDir ?? WEB_DIST_DIR });
  app.setNotFoundHandler((request, reply) => {
    if (isPageRequest(request.method, request.url) && app.hasReplyDecorator('sendFile')) {
      // sendFile picks index.html.br or .gz as web-app.ts does; the page is never cached unrevalidated.
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(notFoundBody(request.method, request.url));
  });
  return app;
}
