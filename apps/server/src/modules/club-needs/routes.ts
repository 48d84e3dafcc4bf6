import {
  ZAdminClubNeed,
  ZAdminClubNeedClose,
  ZAdminClubNeedList,
  ZAdminClubNeedListQuery,
} from '@scouting/contract/schemas/club-need-oversight';
import {
  ZClubNeed,
  ZClubNeedClose,
  ZClubNeedList,
  ZClubNeedListQuery,
  ZClubNeedRequest,
} from '@scouting/contract/schemas/club-needs';
import { ZPitchList, ZPitchListQuery } from '@scouting/contract/schemas/pitches';
import { ZIdParams } from '@scouting/contract/schemas/profiles';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actingMember, requireAdmin, requireMember } from '../../auth/caller.ts';
import { listNeedPitches } from '../pitches/list-pitches.ts';
import { adminCloseClubNeed, listAdminClubNeeds } from './admin-club-needs.ts';
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

  // The admins' oversight of requirements and their pitches (docs/product.md#club-needs, decision 056).
  app.get(
    '/api/admin/club-needs',
    {
      schema: {
        tags,
        summary: 'Every requirement, newest first, by status and club, with its pitches counted by answer (admins)',
        querystring: ZAdminClubNeedListQuery,
        response: { 200: ZAdminClubNeedList },
      },
      preHandler: requireAdmin,
    },
    async (request) => listAdminClubNeeds(app.db, request.query),
  );

  app.get(
    '/api/admin/club-needs/:id/pitches',
    {
      schema: {
        tags,
        summary: "A requirement's pitches, newest first: agent, player, answer and dates (admins)",
        params: ZIdParams,
        querystring: ZPitchListQuery,
        response: { 200: ZPitchList },
      },
      preHandler: requireAdmin,
      config: { answers: [404] },
    },
    async (request) => listNeedPitches(app.db, actingMember(request), request.params.id, request.query),
  );

  app.post(
    '/api/admin/club-needs/:id/close',
    {
      schema: {
        tags,
        summary:
          'Closes a requirement with a reason (1–500 characters); the club is told, the audit log records it (admins)',
        params: ZIdParams,
        body: ZAdminClubNeedClose,
        response: { 200: ZAdminClubNeed },
      },
      preHandler: requireAdmin,
      config: { answers: [404, 409] },
    },
    async (request) => adminCloseClubNeed(app.db, actingMember(request), request.params.id, request.body.reason),
  );
}
