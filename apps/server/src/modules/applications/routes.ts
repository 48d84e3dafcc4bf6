import {
  ZApplicationListQuery,
  ZApplicationPage,
  ZAppliedStatus,
  ZApplyFields,
  ZApplyResponse,
  ZIdParams,
  ZPageQuery,
  ZStarRequest,
  ZStarResponse,
} from '@scouting/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actingMember, assertSelfOrAdmin, requireMember, requireParentalConsent } from '../../auth/caller.ts';
import { parseMultipartForm } from '../../http/multipart.ts';
import { limitWrites } from '../rate-limits/limit-writes.ts';
import { requireApplicationHandler } from './application-handlers.ts';
import { appliedStatus } from './applied-status.ts';
import { APPLY_UPLOAD, applyToOpportunity } from './apply.ts';
import { listApplications, listStarredApplications } from './list-applications.ts';
import { starApplication, unstarApplication } from './stars.ts';

export async function applicationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['applications'];

  app.post(
    '/api/apply',
    {
      schema: {
        tags,
        summary:
          'A player applies to an open opportunity (multipart: playerId, opportunityId, introduction, profileLink, cv)',
        consumes: ['multipart/form-data'],
        response: { 201: ZApplyResponse },
      },
      config: { upload: APPLY_UPLOAD },
      preHandler: [requireMember('Player'), requireParentalConsent, limitWrites('application')],
    },
    async (request, reply) => {
      const form = await parseMultipartForm(ZApplyFields, request, APPLY_UPLOAD);
      return reply.status(201).send(await applyToOpportunity(app.db, app.storage, actingMember(request), form));
    },
  );

  app.get(
    '/api/apply/:id',
    {
      schema: {
        tags,
        summary: 'Whether the calling player already applied to this opportunity, and when',
        params: ZIdParams,
        response: { 200: ZAppliedStatus },
      },
      preHandler: requireMember('Player'),
    },
    async (request) => appliedStatus(app.db, actingMember(request), request.params.id),
  );

  app.get(
    '/api/applications',
    {
      schema: {
        tags,
        summary:
          "Applications to the caller's opportunities, newest first (all for an admin), optionally of one status, one post or one kind of poster",
        querystring: ZApplicationListQuery,
        response: { 200: ZApplicationPage },
      },
      preHandler: requireApplicationHandler,
    },
    async (request) => {
      const { status, opportunityId, source, ...page } = request.query;
      return listApplications(app.db, actingMember(request), page, { status, opportunityId, source });
    },
  );

  app.get(
    '/api/starred-applications/:agentId',
    {
      schema: {
        tags,
        summary: 'The applications a poster (agent, scout or club) starred, newest first',
        params: z.object({ agentId: z.coerce.number().int().positive() }),
        querystring: ZPageQuery,
        response: { 200: ZApplicationPage },
      },
      preHandler: requireApplicationHandler,
    },
    async (request) => {
      assertSelfOrAdmin(actingMember(request), request.params.agentId);
      return listStarredApplications(app.db, request.params.agentId, request.query);
    },
  );

  app.post(
    '/api/star-application',
    {
      schema: { tags, summary: 'Stars an application', body: ZStarRequest, response: { 200: ZStarResponse } },
      preHandler: [requireApplicationHandler, limitWrites('star')],
    },
    async (request) => starApplication(app.db, actingMember(request), request.body),
  );

  app.delete(
    '/api/unstar-application',
    {
      schema: { tags, summary: 'Removes a star', body: ZStarRequest, response: { 200: ZStarResponse } },
      preHandler: [requireApplicationHandler, limitWrites('star')],
    },
    async (request) => unstarApplication(app.db, actingMember(request), request.body),
  );
}
