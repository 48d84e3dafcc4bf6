import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/lock.ts';
import { ADMIN_TWO_FACTOR_NOTICE, ensureAdmin } from './modules/admin/ensure-admin.ts';
import { openRuntime } from './server-runtime.ts';

async function main() {
  const config = loadConfig();
  const runtime = await openRuntime(config, 'server');
  const app = await buildApp(config, { db: runtime.database.db });

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
    try {
      await app.close();
    } finally {
      await runtime.release();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const database = config.databaseUrl ? 'PostgreSQL server (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  app.log.info(`Scouting Network is running at ${config.appOrigin} (database: ${database}).`);
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
