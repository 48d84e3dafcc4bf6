import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forgetAccount } from '../../auth/caller-cache.ts';
import { updateAgents, updatePlayers } from '../../auth/member-writes.ts';
import { clubs, jobs, notifications, user } from '../../db/schema/index.ts';
import { loopbackOnly } from '../../http/loopback-only.ts';
import { enqueueMail } from '../../infra/queue/mail-jobs.ts';
import { ensureAdmin } from '../../modules/admin/ensure-admin.ts';
import { notificationsChanged } from '../../modules/notifications/notification-version.ts';
import { notify } from '../../modules/notifications/notify.ts';
import { enableTwoFactorDirectly } from './enable-two-factor.ts';
import { recordVerifiedClub } from './verified-club.ts';

/**
 * Registered only when NODE_ENV=test: lets browser journeys cause what later features cause
 * (a notification arriving while a page is open) without reaching into the database.
 */
export async function testingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // NODE_ENV=test alone is a setting away from production: the caller must be on this machine too.
  app.addHook('onRequest', loopbackOnly);
  app.post(
    '/api/test/notifications',
    {
      schema: {
        hide: true,
        body: z.object({
          memberId: z.number().int().positive(),
          type: z.literal('welcome').default('welcome'),
          message: z.string().min(1).max(500),
          link: z.string().max(500).nullable().default(null),
        }),
      },
    },
    async (request, reply) => {
      const { memberId, type, message, link } = request.body;
      await notify(app.db, memberId, type, message, link);
      return reply.status(201).send({ ok: true });
    },
  );

  // Every registration greets the member (decision 010); journeys that count notifications start from an
  // empty bell, the way the API tests' factories do.
  app.delete(
    '/api/test/notifications/:memberId/welcome',
    { schema: { hide: true, params: z.object({ memberId: z.coerce.number().int().positive() }) } },
    async (request) => {
      await app.db
        .delete(notifications)
        .where(and(eq(notifications.memberId, request.params.memberId), eq(notifications.type, 'welcome')));
      notificationsChanged(request.params.memberId);
      return { ok: true };
    },
  );

  const memberParams = z.object({ id: z.coerce.number().int().positive() });

  // A minor's parent confirmed: the consent flow itself is another journey (docs/product.md#parental-consent).
  app.post(
    '/api/test/parental-consent/:id',
    { schema: { hide: true, params: memberParams, body: z.object({ parentEmail: z.email() }).optional() } },
    async (request, reply) => {
      await updatePlayers(app.db, request.params.id, {
        parentEmail: request.body?.parentEmail ?? 'parent@example.com',
        parentConsent: 'confirmed',
        parentConsentAt: new Date(),
      });
      return reply.status(204).send();
    },
  );

  // An admin verified this club (decision 056): the review itself is the club-needs journey.
  app.post('/api/test/verify-club/:id', { schema: { hide: true, params: memberParams } }, async (request, reply) => {
    const clubId = request.params.id;
    const [club] = await app.db.select({ id: clubs.memberId }).from(clubs).where(eq(clubs.memberId, clubId));
    if (!club) return reply.status(404).send({ error: 'Not found.' });
    await recordVerifiedClub(app.db, clubId);
    return reply.status(204).send();
  });

  // An admin verified this agent's licence: the review itself is the agent-verification journey.
  app.post('/api/test/verify-agent/:id', { schema: { hide: true, params: memberParams } }, async (request, reply) => {
    await updateAgents(app.db, request.params.id, { verificationStatus: 'verified' });
    return reply.status(204).send();
  });

  // An admin as create-admin makes one (two-factor still to set up): the first-sign-in journey.
  app.post(
    '/api/test/admins',
    { schema: { hide: true, body: z.object({ email: z.email(), password: z.string() }) } },
    async (request, reply) => {
      await ensureAdmin(app.db, app.auth, request.body);
      return reply.status(204).send();
    },
  );

  // Two-factor sign-in on with a secret the journey knows (decision 012), for accounts whose
  // journeys are about something else: the shared e2e admin must have it to open admin pages.
  app.post(
    '/api/test/two-factor',
    { schema: { hide: true, body: z.object({ email: z.email(), base32Secret: z.string().min(16) }) } },
    async (request, reply) => {
      const [account] = await app.db.select({ id: user.id }).from(user).where(eq(user.email, request.body.email));
      if (!account) return reply.status(404).send({ error: 'No such account.', code: 'NOT_FOUND' });
      await enableTwoFactorDirectly(app.db, app.auth, account.id, `base32:${request.body.base32Secret}`);
      await forgetAccount(app.keyValueStore, account.id);
      return reply.status(204).send();
    },
  );

  // A mail the queue gave up on (decision 033), without a day of retries: the 'Failed mail' journey.
  app.post(
    '/api/test/failed-mails',
    { schema: { hide: true, body: z.object({ to: z.email(), subject: z.string().min(1).max(200) }) } },
    async (request, reply) => {
      const id = await enqueueMail(app.db, { ...request.body, text: 'A mail the journey made fail.' });
      await app.db
        .update(jobs)
        .set({ state: 'failed', attempts: 150, lastError: 'connect ECONNREFUSED 127.0.0.1:25', finishedAt: new Date() })
        .where(eq(jobs.id, id));
      return reply.status(201).send({ id });
    },
  );
}
