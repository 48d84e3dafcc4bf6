import {
  ZIdParams,
  ZUnderageMessageRequest,
  ZUnderageRequest,
  ZUnderageRequestCreated,
  ZUnderageRequestList,
  ZUnderageRequestListQuery,
} from '@scouting/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actingMember, requireAdmin, requireMember } from '../../auth/caller.ts';
import { AppError } from '../../errors.ts';
import { approveUnderageRequest, listUnderageRequests, requestUnderageMessaging } from './service.ts';

export async function underageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['underage'];

  app.post(
    '/api/underage-message-request',
    {
      schema: {
        tags,
        summary: 'An agent asks the admins for permission to message a player under 18',
        body: ZUnderageMessageRequest,
        response: { 201: ZUnderageRequestCreated },
      },
      preHandler: requireMember('Agent'),
    },
    async (request, reply) => {
      const agent = actingMember(request);
      // Asking on someone else's behalf is refused: the request is the caller's own.
      if (request.body.agentId !== agent.id) throw new AppError('FORBIDDEN');
      return reply.status(201).send(await requestUnderageMessaging(app.db, agent, request.body.playerId));
    },
  );

  app.get(
    '/api/underage-message-requests',
    {
      schema: {
        tags,
        summary: 'Every underage message request, newest first (admins)',
        querystring: ZUnderageRequestListQuery,
        response: { 200: ZUnderageRequestList },
      },
      preHandler: requireAdmin,
    },
    async (request) => listUnderageRequests(app.db, request.query),
  );

  app.post(
    '/api/approve-underage-request/:id',
    {
      schema: {
        tags,
        summary: 'Approves a pending request; the agent is notified (admins)',
        params: ZIdParams,
        response: { 200: ZUnderageRequest },
      },
      preHandler: requireAdmin,
    },
    async (request) => approveUnderageRequest(app.db, actingMember(request), request.params.id),
  );
}
