import {
  ZMyFeedbackPage,
  ZMyFeedbackQuery,
  ZScoutReport,
  ZScoutReportListQuery,
  ZScoutReportMessage,
  ZScoutReportPage,
  ZScoutReportParams,
  ZScoutReportRequest,
  ZScoutReportTemplate,
  ZScoutReportTemplateQuery,
  ZScoutReportUpdate,
} from '@scouting/contract/schemas/scout-reports';
import { SCOUT_REPORT_AUTHOR_ROLES } from '@scouting/contract/scout-reports';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actingMember, requireMember } from '../../auth/caller.ts';
import { limitWrites } from '../../platform/rate-limits/limit-writes.ts';
import { listScoutReports, myFeedback, reportTemplate } from './list-reports.ts';
import { findReport } from './report-rows.ts';
import { createScoutReport, deleteScoutReport, updateScoutReport } from './write-report.ts';

/**
 * Scouting reports (decision 053): a report is its author's; an admin reads and deletes any for
 * moderation; anyone else gets 404. Players never write nor read reports, only the feedback
 * written for them.
 */
const authors = requireMember(...SCOUT_REPORT_AUTHOR_ROLES);

export async function scoutReportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['scout-reports'];
  const write = [authors, limitWrites('scoutReport')];
  const parentMail = () => ({ limits: app.writeLimiter, appOrigin: app.config.appOrigin });

  app.get(
    '/api/scout-report-template',
    {
      schema: {
        tags,
        summary: "The report's corners and their attributes for a position (goalkeepers have their own technical list)",
        querystring: ZScoutReportTemplateQuery,
        response: { 200: ZScoutReportTemplate },
      },
      preHandler: authors,
    },
    async (request) => reportTemplate(request.query.position),
  );

  app.post(
    '/api/scout-reports',
    {
      schema: {
        tags,
        summary: 'Writes a report on a player the caller may see',
        body: ZScoutReportRequest,
        response: { 201: ZScoutReport },
      },
      preHandler: write,
      config: { answers: [404, 429] },
    },
    async (request, reply) =>
      reply.status(201).send(await createScoutReport(app.db, actingMember(request), request.body, parentMail())),
  );

  app.get(
    '/api/scout-reports',
    {
      schema: {
        tags,
        summary: "The caller's reports, newest first (an admin's: all), by player, verdict and position",
        querystring: ZScoutReportListQuery,
        response: { 200: ZScoutReportPage },
      },
      preHandler: authors,
      config: { answers: [404] },
    },
    async (request) => listScoutReports(app.db, actingMember(request), request.query),
  );

  app.get(
    '/api/scout-reports/:id',
    {
      schema: {
        tags,
        summary: 'One report: its author reads it, an admin for moderation',
        params: ZScoutReportParams,
        response: { 200: ZScoutReport },
      },
      preHandler: authors,
    },
    async (request) => findReport(app.db, actingMember(request), request.params.id),
  );

  app.put(
    '/api/scout-reports/:id',
    {
      schema: {
        tags,
        summary: "Rewrites the caller's own report",
        params: ZScoutReportParams,
        body: ZScoutReportUpdate,
        response: { 200: ZScoutReport },
      },
      preHandler: write,
      config: { answers: [429] },
    },
    async (request) => updateScoutReport(app.db, actingMember(request), request.params.id, request.body, parentMail()),
  );

  app.delete(
    '/api/scout-reports/:id',
    {
      schema: {
        tags,
        summary: "Deletes the caller's own report (an admin: any, for moderation)",
        params: ZScoutReportParams,
        response: { 200: ZScoutReportMessage },
      },
      preHandler: write,
    },
    async (request) => deleteScoutReport(app.db, actingMember(request), request.params.id),
  );

  app.get(
    '/api/my-feedback',
    {
      schema: {
        tags,
        summary:
          "The feedback written for the calling player, with each author's name and role; never ratings or verdicts",
        querystring: ZMyFeedbackQuery,
        response: { 200: ZMyFeedbackPage },
      },
      preHandler: requireMember('Player'),
    },
    async (request) => myFeedback(app.db, actingMember(request), request.query),
  );
}
