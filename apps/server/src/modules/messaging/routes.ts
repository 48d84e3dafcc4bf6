import {
  ZChatMessage,
  ZConversationIdParams,
  ZConversationList,
  ZConversationListQuery,
  ZMessageList,
  ZMessageListQuery,
  ZSendMessageRequest,
  ZStartConversationRequest,
  ZStartConversationResponse,
} from '@scouting/contract/schemas/messaging';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actingMember, requireMember, requireParentalConsent } from '../../auth/caller.ts';
import { definePolledRoute } from '../../http/polled-list.ts';
import { limitWrites } from '../../platform/rate-limits/limit-writes.ts';
import { readConversationVersion } from './conversation-version.ts';
import { listConversations, startConversation } from './conversations.ts';
import { listMessages, sendMessage } from './messages.ts';

export async function messagingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['messaging'];

  definePolledRoute(app, {
    url: '/api/conversations/:userId',
    tags,
    summary: "The caller's conversations, most recent activity first",
    kind: 'c',
    // The inbox: only the two participants read a conversation, so not even an admin lists someone else's.
    access: (member, memberId) => member.id === memberId,
    version: readConversationVersion,
    query: ZConversationListQuery,
    response: ZConversationList,
    read: (memberId, query) => listConversations(app.db, memberId, query),
  });

  app.post(
    '/api/conversations/start',
    {
      schema: {
        tags,
        summary:
          'An agent starts (or reopens) the conversation with a player; a scout or a club with an adult who applied to one of their posts; a player with a poster who invited them to a trial',
        body: ZStartConversationRequest,
        response: { 200: ZStartConversationResponse, 201: ZStartConversationResponse },
      },
      preHandler: [
        requireMember('Agent', 'Scout', 'Club', 'Player'),
        requireParentalConsent,
        limitWrites('conversationStart'),
      ],
      config: { answers: [404] },
    },
    async (request, reply) => {
      const { participant1_id, participant2_id } = request.body;
      const { id, created } = await startConversation(app.db, actingMember(request), [
        participant1_id,
        participant2_id,
      ]);
      return reply.status(created ? 201 : 200).send({ id });
    },
  );

  app.get(
    '/api/messages/:conversationId',
    {
      schema: {
        tags,
        summary: 'A page of a conversation (participants only), oldest first within the page',
        params: ZConversationIdParams,
        querystring: ZMessageListQuery,
        response: { 200: ZMessageList },
      },
      preHandler: requireMember(),
    },
    async (request) => listMessages(app.db, actingMember(request), request.params.conversationId, request.query),
  );

  app.post(
    '/api/messages/send',
    {
      schema: {
        tags,
        summary: 'Sends a message as the caller (participants only); the recipient is notified',
        body: ZSendMessageRequest,
        response: { 201: ZChatMessage },
      },
      preHandler: [requireMember(), requireParentalConsent, limitWrites('message')],
      config: { answers: [404] },
    },
    async (request, reply) =>
      reply.status(201).send(
        await sendMessage(app.db, actingMember(request), request.body, {
          unreadMailDelaySeconds: app.config.unreadMessageMailDelaySeconds,
        }),
      ),
  );
}
