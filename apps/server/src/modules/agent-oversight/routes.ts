import {
  ZAgentAnalytics,
  ZAgentAnalyticsQuery,
  ZAgentConversationList,
  ZAgentConversationListQuery,
  ZAgentConversationMessages,
  ZAgentConversationMessagesQuery,
  ZAgentPostList,
  ZAgentPostListQuery,
  ZAgentProfileViews,
  ZAgentProfileViewsQuery,
} from '@scouting/contract/schemas/agent-oversight';
import { ZIdParams } from '@scouting/contract/schemas/profiles';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actingMember, requireAdmin } from '../../auth/caller.ts';
import { agentAnalytics } from './agent-analytics.ts';
import { listAgentConversations, readAgentConversation } from './agent-conversations.ts';
import { listAgentPosts } from './agent-posts.ts';
import { listAgentProfileViews } from './profile-views.ts';

/** The Agent tab's oversight pages (docs/product.md#admin-pages): reads for admins only. */
export async function agentOversightRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  app.get(
    '/api/admin/agent-posts',
    {
      schema: {
        tags,
        summary: "Every agent's opportunity, newest first, with its applicant count (admins)",
        querystring: ZAgentPostListQuery,
        response: { 200: ZAgentPostList },
      },
      preHandler: requireAdmin,
    },
    async (request) => listAgentPosts(app.db, request.query),
  );

  app.get(
    '/api/admin/agent-conversations',
    {
      schema: {
        tags,
        summary:
          'Conversations between agents and players, those with a minor first, then newest first; no message text for a minor’s (admins)',
        querystring: ZAgentConversationListQuery,
        response: { 200: ZAgentConversationList },
      },
      preHandler: requireAdmin,
    },
    async (request) => listAgentConversations(app.db, request.query),
  );

  app.get(
    '/api/admin/agent-conversations/:id/messages',
    {
      schema: {
        tags,
        summary:
          "An agent-player conversation's messages, oldest first; every page read goes on the audit log (admins)",
        params: ZIdParams,
        querystring: ZAgentConversationMessagesQuery,
        response: { 200: ZAgentConversationMessages },
      },
      preHandler: requireAdmin,
    },
    async (request) => readAgentConversation(app.db, actingMember(request), request.params.id, request.query),
  );

  app.get(
    '/api/admin/agent-analytics',
    {
      schema: {
        tags,
        summary: "Agents' posts, applications to them, their messages and verification requests per week (admins)",
        querystring: ZAgentAnalyticsQuery,
        response: { 200: ZAgentAnalytics },
      },
      preHandler: requireAdmin,
    },
    async (request) => agentAnalytics(app.db, request.query.weeks),
  );

  app.get(
    '/api/admin/agent-profile-views',
    {
      schema: {
        tags,
        summary: 'Agents by how often other members opened their profile in the last N days (admins)',
        querystring: ZAgentProfileViewsQuery,
        response: { 200: ZAgentProfileViews },
      },
      preHandler: requireAdmin,
    },
    async (request) => listAgentProfileViews(app.db, request.query),
  );
}
