import { ROLES, ZMemberCounts, ZQueueCounts } from '@scouting/contract';
import { count, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../auth/caller.ts';
import { members } from '../../db/schema/index.ts';
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
}
