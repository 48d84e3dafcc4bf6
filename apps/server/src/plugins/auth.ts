import fp from 'fastify-plugin';
import { type Auth, createAuth } from '../auth/auth.ts';
import { queuedMailer } from '../infra/queue/mail-jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** The session cookie's name (it depends on secure cookies), read once from Better Auth. */
    sessionCookieName: string;
  }
}

/**
 * Better Auth on our database, its mails queued (sign-up and reset answer while the mail server is
 * down; decision 026), counting sign-in limits and lockouts in the app's shared stores; its routes
 * are bridged by authRoutes.
 */
export const authPlugin = fp(
  async (app) => {
    const auth = createAuth(app.config, app.db, queuedMailer(app.db), app.log, {
      keyValueStore: app.keyValueStore,
      limitStore: app.writeLimiter.store,
    });
    app.decorate('auth', auth);
    app.decorate('sessionCookieName', (await auth.$context).authCookies.sessionToken.name);
  },
  { name: 'auth', dependencies: ['config', 'database', 'job-queue', 'key-value-store', 'write-limits'] },
);
