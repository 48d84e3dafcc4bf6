import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/lock.ts';
import { openSharedServices } from './infra/shared-services.ts';
import { ADMIN_TWO_FACTOR_NOTICE, ensureAdmin } from './modules/admin/ensure-admin.ts';
import { openRuntime } from './server-runtime.ts';

/** How long a stopping instance lets its in-flight requests finish. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig();
  const runtime = await openRuntime(config, 'server');
  // Redis and the bucket when configured; otherwise buildApp keeps everything in this process.
  const shared = openSharedServices(config, (error) => console.warn('Event bus:', error));
  const app = await buildApp(config, {
    db: runtime.database.db,
    keyValueStore: shared.keyValueStore,
    events: shared.events,
    storage: shared.storage,
    writeLimits: { store: shared.limitStore },
    redis: shared.redis,
    dependencyChecks: shared.dependencyChecks,
  });

  if (config.admin) {
    const result = await ensureAdmin(runtime.database.db, app.auth, config.admin);
    app.log.info(`Admin ${config.admin.email}: ${result === 'created' ? 'created' : 'already exists'}.`);
    if (result === 'created') app.log.info(ADMIN_TWO_FACTOR_NOTICE);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing in-flight requests, then closing the database.`);
    // A request that never ends must not keep the instance from stopping (the orchestrator would
    // SIGKILL it anyway); whatever has not finished by then is cut off.
    const cutOff = setTimeout(() => {
      app.log.warn(`Requests still open after ${SHUTDOWN_GRACE_MS / 1000} s: closing anyway.`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    cutOff.unref();
    try {
      // New connections are refused and the open ones answered; long-lived streams (the event
      // stream) end themselves in a preClose hook of their plugin, so they do not hold this up.
      await app.close();
    } finally {
      await shared.close();
      await runtime.release();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const database = config.databaseUrl ? 'PostgreSQL server (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  app.log.info(`Scouting Network is running at ${config.appOrigin} (database: ${database}).`);
  app.log.info(
    `Shared state: ${config.redisUrl ? 'Redis (REDIS_URL)' : 'in this process'}; uploads: ${config.s3 ? `bucket ${config.s3.bucket}` : `${config.dataDir}/uploads`}.`,
  );
  const ffmpegFrom = { FFMPEG_PATH: 'FFMPEG_PATH', PATH: 'PATH', npm: 'the npm package' }[app.ffmpeg.source];
  app.log.info(`Clips are transcoded with ffmpeg ${app.ffmpeg.version} (${app.ffmpeg.path}, from ${ffmpegFrom}).`);
  if (app.ffmpeg.source === 'npm') {
    app.log.warn(
      "ffmpeg: only the npm package's 2018 build was found; install your distribution's ffmpeg (it gets security fixes) or set FFMPEG_PATH.",
    );
  }
  if (config.devMailbox) app.log.info(`Mails are not sent; read them at ${config.appOrigin}/dev/mailbox`);
  else if (!config.smtpUrl) app.log.warn('Mails are not sent, and /dev/mailbox is only served on a loopback HOST.');
  if (!config.transfermarktEmail) {
    app.log.warn('TRANSFERMARKT_EMAIL is not set: admins cannot forward Transfermarkt applications until it is.');
  }
  app.log.info(`API reference at ${config.appOrigin}/api/docs`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
