import { ZAuditLog, ZAuditLogQuery } from '@scouting/contract/schemas/reports';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../auth/caller.ts';
import { listAuditLog } from './list-audit-log.ts';

export async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/audit-log',
    {
      schema: {
        tags: ['audit'],
        summary: 'Admin decisions on record, newest first; memberId filters by subject or actor (admins)',
        querystring: ZAuditLogQuery,
        response: { 200: ZAuditLog },
      },
      preHandler: requireAdmin,
    },
    async (request) => listAuditLog(app.db, request.query),
  );
}
