import { ZDecisionReasonRequest } from '@scouting/contract/schemas/admin';
import { ZIdParams, ZMessageResponse } from '@scouting/contract/schemas/profiles';
import {
  ZCreateReportRequest,
  ZReinstateRequest,
  ZReport,
  ZReportCreated,
  ZReportDecisionRequest,
  ZReportList,
  ZReportListQuery,
} from '@scouting/contract/schemas/reports';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actingMember, requireAdmin, requireMember } from '../../auth/caller.ts';
import { limitWrites } from '../../platform/rate-limits/limit-writes.ts';
import { createReport } from './create-report.ts';
import { decideReport } from './decide-report.ts';
import { listReports } from './list-reports.ts';
import { reinstateMember } from './reinstate-member.ts';
import { suspendMemberByAdmin } from './suspend-member-by-admin.ts';

export async function reportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['reports'];

  app.post(
    '/api/reports',
    {
      schema: {
        tags,
        summary: 'Reports a profile, a message or an opportunity to the admins (any member)',
        body: ZCreateReportRequest,
        response: { 201: ZReportCreated },
      },
      // No parental-consent check: a minor must always be able to tell the admins.
      preHandler: [requireMember(), limitWrites('report')],
      config: { answers: [404, 410] },
    },
    async (request, reply) => reply.status(201).send(await createReport(app.db, actingMember(request), request.body)),
  );

  app.get(
    '/api/admin/reports',
    {
      schema: {
        tags,
        summary: 'Reports of one status (open by default), minors first, then newest first (admins)',
        querystring: ZReportListQuery,
        response: { 200: ZReportList },
      },
      preHandler: requireAdmin,
    },
    async (request) => listReports(app.db, request.query),
  );

  app.post(
    '/api/admin/reports/:id/decision',
    {
      schema: {
        tags,
        summary: 'Dismisses a report, hides the content or suspends the member (admins)',
        params: ZIdParams,
        body: ZReportDecisionRequest,
        response: { 200: ZReport },
      },
      preHandler: requireAdmin,
      config: { answers: [409] },
    },
    async (request) => decideReport(app.db, actingMember(request), request.params.id, request.body),
  );

  app.post(
    '/api/admin/members/:id/suspend',
    {
      schema: {
        tags,
        summary: 'Suspends a member with a reason and signs them out everywhere; never oneself or an admin (admins)',
        params: ZIdParams,
        body: ZDecisionReasonRequest,
        response: { 200: ZMessageResponse },
      },
      preHandler: requireAdmin,
      config: { answers: [404, 409] },
    },
    async (request) => suspendMemberByAdmin(app.db, actingMember(request), request.params.id, request.body.reason),
  );

  app.post(
    '/api/admin/members/:id/reinstate',
    {
      schema: {
        tags,
        summary: 'Lifts a suspension (admins)',
        params: ZIdParams,
        body: ZReinstateRequest,
        response: { 200: ZMessageResponse },
      },
      preHandler: requireAdmin,
      config: { answers: [409] },
    },
    async (request) => reinstateMember(app.db, actingMember(request), request.params.id, request.body.note),
  );
}
