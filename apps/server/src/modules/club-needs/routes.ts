import {
  ZClubNeed,
  ZClubNeedClose,
  ZClubNeedList,
  ZClubNeedListQuery,
  ZClubNeedRequest,
  ZIdParams,
} from '@scouting/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actingMember, requireMember } from '../../auth/caller.ts';
import { closeClubNeed, listClubNeeds, postClubNeed, readClubNeed, updateClubNeed } from './club-needs.ts';

export async function clubNeedRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['club needs'];

  app.post(
    '/api/club-needs',
    {
      schema: {
        tags,
        summary: 'A verified club posts a requirement for verified agents (docs/product.md#club-needs)',
        body: ZClubNeedRequest,
        response: { 201: ZClubNeed },
      },
      preHandler: requireMember(),
    },
    async (request, reply) => reply.status(201).send(await postClubNeed(app.db, actingMember(request), request.body)),
  );

  app.get(
    '/api/club-needs',
    {
      schema: {
        tags,
        summary:
          'Requirements, newest first: open ones with matching represented players (verified agents), all (admins), own (a club)',
        querystring: ZClubNeedListQuery,
        response: { 200: ZClubNeedList },
      },
      preHandler: requireMember(),
    },
    async (request) => listClubNeeds(app.db, actingMember(request), request.query),
  );

  app.get(
    '/api/club-needs/:id',
    {
      schema: {
        tags,
        summary: 'One requirement, for verified agents, admins and the club that posted it (404 for anyone else)',
        params: ZIdParams,
        response: { 200: ZClubNeed },
      },
      preHandler: requireMember(),
    },
    async (request) => readClubNeed(app.db, actingMember(request), request.params.id),
  );

  app.put(
    '/api/club-needs/:id',
    {
      schema: {
        tags,
        summary: 'The club that posted an open requirement changes it (it must still be verified)',
        params: ZIdParams,
        body: ZClubNeedRequest,
        response: { 200: ZClubNeed },
      },
      preHandler: requireMember(),
      config: { answers: [409] },
    },
    async (request) => updateClubNeed(app.db, actingMember(request), request.params.id, request.body),
  );

  app.post(
    '/api/club-needs/:id/close',
    {
      schema: {
        tags,
        summary: 'The club closes its requirement; an admin closes any with a reason, on record',
        params: ZIdParams,
        body: ZClubNeedClose,
        response: { 200: ZClubNeed },
      },
      preHandler: requireMember(),
      config: { answers: [409] },
    },
    async (request) => closeClubNeed(app.db, actingMember(request), request.params.id, request.body.reason),
  );
}
