import fp from 'fastify-plugin';
import { type Auth, createAuth } from '../auth/auth.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
}

/** Better Auth on our database, mailing through our mailer; its routes are bridged by authRoutes. */
export const authPlugin = fp(
  async (app) => {
    app.decorate('auth', createAuth(app.config, app.db, app.mailer, app.log, undefined, app.keyValueStore));
  },
  { name: 'auth', dependencies: ['config', 'database', 'mailer', 'key-value-store'] },
);
