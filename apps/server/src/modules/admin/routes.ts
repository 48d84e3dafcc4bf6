import { ROLES } from '@scouting/contract/roles';
import {
  ZAdminMemberMatches,
  ZAdminMemberSearchQuery,
  ZMemberCounts,
  ZQueueCounts,
} from '@scouting/contract/schemas/admin';
import { ZFailedMailList, ZFailedMailListQuery, ZFailedMailParams } from '@scouting/contract/schemas/failed-mails';
import { ZMessageResponse } from '@scouting/contract/schemas/profiles';
import { count, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actingMember, requireAdmin } from '../../auth/caller.ts';
import { members } from '../../db/schema/index.ts';
import { listFailedMails } from '../../infra/queue/failed-mails.ts';
import { retryMail } from './failed-mails.ts';
import { searchMembers } from './member-search.ts';
import { queueCounts } from './queue-counts.ts';

export async function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/member-counts',
    {
      schema: {
        tags: ['admin'],
        summary: 'How many members each role has (admin dashboard toggle)',
        response: { 200: ZMemberCounts },
      },
      preHandler: requireAdmin,
    },
    async () => {
      const rows = await app.db
        .select({ role: members.role, value: count() })
        .from(members)
        .where(isNull(members.deletedAt))
        .groupBy(members.role);
      const counts = Object.fromEntries(ROLES.map((role) => [role, 0])) as Record<(typeof ROLES)[number], number>;
      for (const row of rows) counts[row.role] = row.value;
      return counts;
    },
  );

  app.get(
    '/api/admin/members',
    {
      schema: {
        tags: ['admin'],
        summary: 'Members whose name or username contains the text, of one role if asked (admin filters)',
        querystring: ZAdminMemberSearchQuery,
        response: { 200: ZAdminMemberMatches },
      },
      preHandler: requireAdmin,
    },
    async (request) => searchMembers(app.db, request.query),
  );

  app.get(
    '/api/admin/queue-counts',
    {
      schema: {
        tags: ['admin'],
        summary:
          'How many reports, verifications, requests to contact a minor and Transfermarkt applications wait (admins)',
        response: { 200: ZQueueCounts },
      },
      preHandler: requireAdmin,
    },
    async () => queueCounts(app.db),
  );

  // The mails the job queue gave up on (decision 033). Admin-only routes carry no write limit
  // (platform/rate-limits/write-limits.ts): an admin session is the operator acting deliberately.
  app.get(
    '/api/admin/failed-mails',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mails the queue gave up on, newest failure first: recipient and subject, never the body (admins)',
        querystring: ZFailedMailListQuery,
        response: { 200: ZFailedMailList },
      },
      preHandler: requireAdmin,
    },
    async (request) => listFailedMails(app.db, request.query),
  );

  app.post(
    '/api/admin/failed-mails/:id/retry',
    {
      schema: {
        tags: ['admin'],
        summary: 'Sends a failed mail back to the queue, due now, under the same Message-ID (admins)',
        params: ZFailedMailParams,
        response: { 200: ZMessageResponse },
      },
      preHandler: requireAdmin,
      config: { answers: [404, 409] },
    },
    async (request) => retryMail(app.db, actingMember(request), request.params.id),
  );
}
