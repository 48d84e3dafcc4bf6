import { PUSH_PATHS } from '@scouting/contract/push';
import {
  ZPushPublicKey,
  ZPushSubscriptionRequest,
  ZPushSubscriptionSaved,
  ZPushUnsubscribeRequest,
} from '@scouting/contract/schemas/push';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actingMember, EVERY_ROLE, requireMember } from '../../auth/caller.ts';
import { pushEndpointRule } from '../../config.ts';
import { limitWrites } from '../../platform/rate-limits/limit-writes.ts';
import { subscribe, unsubscribe } from './subscriptions.ts';

const tags = ['push'];

export async function pushRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Public: the VAPID public key is meant to be known (every push carries it in its Authorization
  // header) and says nothing about anyone; subscribing is what needs a member.
  app.get(
    PUSH_PATHS.publicKey,
    {
      schema: {
        tags,
        summary: 'The VAPID public key (RFC 8292) a browser subscribes to Web Push with',
        response: { 200: ZPushPublicKey },
      },
    },
    async () => ({ publicKey: app.pushPublicKey() }),
  );

  app.post(
    PUSH_PATHS.subscriptions,
    {
      schema: {
        tags,
        summary:
          "Saves this browser's push subscription for the signed-in member (replaces it by endpoint; a push service's address only; beyond 10 devices the oldest goes)",
        body: ZPushSubscriptionRequest,
        response: { 201: ZPushSubscriptionSaved },
      },
      preHandler: [requireMember(...EVERY_ROLE), limitWrites('pushSubscription')],
    },
    async (request, reply) => {
      await subscribe(app.db, actingMember(request), request.body, pushEndpointRule(app.config));
      return reply.status(201).send({ endpoint: request.body.endpoint });
    },
  );

  app.delete(
    PUSH_PATHS.subscriptions,
    {
      schema: {
        tags,
        summary: "Removes this browser's push subscription, if it is the signed-in member's",
        body: ZPushUnsubscribeRequest,
        response: { 204: z.null().describe('Removed, or there was none of yours; no body') },
      },
      preHandler: [requireMember(...EVERY_ROLE), limitWrites('pushSubscription')],
    },
    async (request, reply) => {
      await unsubscribe(app.db, actingMember(request), request.body.endpoint);
      return reply.status(204).send(null);
    },
  );
}
