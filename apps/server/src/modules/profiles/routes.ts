import {
  ZAgentDetails,
  ZAgentDetailsUpdateRequest,
  ZIdParams,
  ZMessageResponse,
  ZParentEmailRequest,
  ZPlayerDetails,
  ZUserIdParams,
} from '@scouting/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actingMember, assertSelfOrAdmin, requireMember } from '../../auth/caller.ts';
import { getAgentDetails, updateAgentDetails } from './agent-details.ts';
import { getPlayerDetails, setParentEmail } from './player-details.ts';

export async function profileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/player-details/:id',
    {
      schema: {
        tags: ['profiles'],
        summary: "A player's details; private fields only for the player and admins",
        params: ZIdParams,
        response: { 200: ZPlayerDetails },
      },
      preHandler: requireMember(),
    },
    async (request) => getPlayerDetails(app.db, actingMember(request), request.params.id),
  );

  app.put(
    '/api/player-details/:id',
    {
      schema: {
        tags: ['profiles'],
        summary: "Sets a player's parent e-mail (SPEC §4: required of minors)",
        params: ZIdParams,
        body: ZParentEmailRequest,
        response: { 200: ZMessageResponse },
      },
      preHandler: requireMember('Player', 'Admin'),
    },
    async (request) => {
      assertSelfOrAdmin(actingMember(request), request.params.id);
      return { message: await setParentEmail(app.db, request.params.id, request.body.parentEmail) };
    },
  );

  app.get(
    '/api/agent-details/:userId',
    {
      schema: {
        tags: ['profiles'],
        summary: "An agent's details and verification state",
        params: ZUserIdParams,
        response: { 200: ZAgentDetails },
      },
      preHandler: requireMember(),
    },
    async (request) => getAgentDetails(app.db, actingMember(request), request.params.userId),
  );

  app.put(
    '/api/agent-details/:userId',
    {
      schema: {
        tags: ['profiles'],
        summary: "Saves the agent's agency name, website and country of operation (the agent or admins)",
        params: ZUserIdParams,
        body: ZAgentDetailsUpdateRequest,
        response: { 200: ZAgentDetails },
      },
      preHandler: requireMember('Agent', 'Admin'),
    },
    async (request) => {
      const actor = actingMember(request);
      assertSelfOrAdmin(actor, request.params.userId);
      return updateAgentDetails(app.db, actor, request.params.userId, request.body);
    },
  );
}
