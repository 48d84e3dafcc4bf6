import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/**
 * The database opened by the caller (main.ts through server-runtime, tests on a fresh copy): the
 * app uses it but does not own it, so closing the app leaves closing the database to its opener.
 */
export const databasePlugin = fp<{ db: Database }>(
  async (app, { db }) => {
    app.decorate('db', db);
  },
  { name: 'database' },
);
