import { ZDecisionReasonRequest } from '@scouting/contract/schemas/admin';
import { ZIdParams, ZMessageResponse } from '@scouting/contract/schemas/profiles';
import {
  ZParentalRevokeInfo,
  ZParentalRevokeQuery,
  ZParentalRevokeRequest,
  ZUnderageMessageRequest,
  ZUnderageRequest,
  ZUnderageRequestCreated,
  ZUnderageRequestList,
  ZUnderageRequestListQuery,
} from '@scouting/contract/schemas/underage';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actingMember, requireAdmin, requireMember } from '../../../auth/caller.ts';
import { AppError } from '../../../errors.ts';
import { limitWrites } from '../../../platform/rate-limits/limit-writes.ts';
import { declineUnderageRequest } from './decline-underage-request.ts';
import { getRevokeInfo, revokeApproval } from './parental-revoke.ts';
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
      preHandler: [requireMember('Agent'), limitWrites('underageRequest')],
      config: { answers: [404, 409] },
    },
    async (request, reply) => {
      const agent = actingMember(request);
      // Asking on someone else's behalf is refused: the request is the caller's own.
      if (request.body.agentId !== agent.id) throw new AppError('FORBIDDEN');
      const { playerId, message } = request.body;
      return reply.status(201).send(await requestUnderageMessaging(app.db, agent, playerId, message));
    },
  );

  app.get(
    '/api/underage-message-requests',
    {
      schema: {
        tags,
        summary:
          'Underage message requests: all newest first, or pending oldest first, or decided newest first (admins)',
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
        summary: 'Approves a pending request; the agent is notified and the parent mailed a revoke link (admins)',
        params: ZIdParams,
        response: { 200: ZUnderageRequest },
      },
      preHandler: requireAdmin,
      // 429: the parent's mails for the day are spent, so the approval waits (service.ts).
      config: { answers: [409, 429] },
    },
    async (request) => {
      const { request: approved } = await approveUnderageRequest(app.db, actingMember(request), request.params.id, {
        appOrigin: app.config.appOrigin,
        limits: app.writeLimiter,
      });
      return approved;
    },
  );

  app.post(
    '/api/decline-underage-request/:id',
    {
      schema: {
        tags,
        summary: 'Declines a pending request with a reason; the agent is notified (admins)',
        params: ZIdParams,
        body: ZDecisionReasonRequest,
        response: { 200: ZUnderageRequest },
      },
      preHandler: requireAdmin,
      config: { answers: [409] },
    },
    async (request) => declineUnderageRequest(app.db, actingMember(request), request.params.id, request.body.reason),
  );

  // The parent's link (docs/product.md#contact-requests): no account, so each address gets a few tries a minute.
  const parentLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };

  app.get(
    '/api/parental-revoke',
    {
      schema: {
        tags,
        summary: "What a parent's revoke link is about: agent, agency, child's first name, state (no account)",
        querystring: ZParentalRevokeQuery,
        response: { 200: ZParentalRevokeInfo },
      },
      config: { ...parentLimit, answers: [404] },
    },
    async (request) => getRevokeInfo(app.db, request.query.token),
  );

  app.post(
    '/api/parental-revoke',
    {
      schema: {
        tags,
        summary: "A parent withdraws an approved underage contact from their mail's link (no account)",
        body: ZParentalRevokeRequest,
        response: { 200: ZMessageResponse },
      },
      config: { ...parentLimit, answers: [404, 410] },
    },
    async (request) => revokeApproval(app.db, request.body.token),
  );
}
