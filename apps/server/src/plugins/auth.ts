import fp from 'fastify-plugin';
import { type Auth, createAuth } from '../auth/auth.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** The session cookie's name (it depends on secure cookies), read once from Better Auth. */
    sessionCookieName: string;
  }
}

/**
 * Better Auth on our database, mailing through our mailer, counting sign-in limits and lockouts in
 * the app's shared stores; its routes are bridged by authRoutes.
 */
export const authPlugin = fp(
  async (app) => {
    const auth = createAuth(app.config, app.db, app.mailer, app.log, {
      keyValueStore: app.keyValueStore,
      limitStore: app.writeLimiter.store,
    });
    app.decorate('auth', auth);
    app.decorate('sessionCookieName', (await auth.$context).authCookies.sessionToken.name);
  },
  { name: 'auth', dependencies: ['config', 'database', 'mailer', 'key-value-store', 'write-limits'] },
);
