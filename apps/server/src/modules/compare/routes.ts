import { ZCompareQuery, ZCompareResponse } from '@scouting/contract/schemas/compare';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actingMember, requireMember } from '../../auth/caller.ts';
import { comparePlayers } from './compare-players.ts';
import { noReportAverages, type ReportAverages } from './report-averages.ts';

/**
 * Players side by side (docs/product.md#side-by-side). Those who judge players compare them (agents, scouts,
 * clubs, admins: the members who write scouting reports); a player does not rank other players.
 * `reportAverages` reads the caller's scouting reports (report-averages.ts).
 */
export async function compareRoutes(fastify: FastifyInstance, options: { reportAverages?: ReportAverages } = {}) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const reportAverages = options.reportAverages ?? noReportAverages;

  app.get(
    '/api/compare',
    {
      schema: {
        tags: ['compare'],
        summary:
          "Two to four players side by side: facts, video ratings, the caller's own report averages per corner, and percentiles within the position group",
        querystring: ZCompareQuery,
        response: { 200: ZCompareResponse },
      },
      preHandler: requireMember('Agent', 'Scout', 'Club', 'Admin'),
      config: { answers: [404] },
    },
    async (request) => comparePlayers(app.db, actingMember(request), request.query.players, reportAverages),
  );
}
