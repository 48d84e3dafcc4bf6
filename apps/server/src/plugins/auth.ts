import fp from 'fastify-plugin';
import { type Auth, createAuth } from '../auth/auth.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
}

/**
 * Better Auth on our database, mailing through our mailer, counting sign-in limits and lockouts in
 * the app's shared stores; its routes are bridged by authRoutes.
 */
export const authPlugin = fp(
  async (app) => {
    app.decorate(
      'auth',
      createAuth(app.config, app.db, app.mailer, app.log, {
        keyValueStore: app.keyValueStore,
        limitStore: app.writeLimiter.store,
      }),
    );
  },
  { name: 'auth', dependencies: ['config', 'database', 'mailer', 'key-value-store', 'write-limits'] },
);
