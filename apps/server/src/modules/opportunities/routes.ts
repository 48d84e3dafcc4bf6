import { OPPORTUNITY_POSTER_ROLES } from '@scouting/contract/opportunities';
import {
  ZOpenOpportunitiesCountQuery,
  ZOpenOpportunitiesQuery,
  ZSavedPostSearch,
  ZSavedPostSearchList,
  ZSavedPostSearchListQuery,
  ZSavedPostSearchParams,
  ZSavePostSearchRequest,
} from '@scouting/contract/schemas/open-opportunities';
import {
  ZOpportunitiesForPlayerQuery,
  ZOpportunity,
  ZOpportunityPage,
  ZPostOpportunityRequest,
  ZUpdateOpportunityRequest,
} from '@scouting/contract/schemas/opportunities';
import { ZPageQuery } from '@scouting/contract/schemas/paging';
import { ZIdParams, ZMessageResponse } from '@scouting/contract/schemas/profiles';
import { ZSearchCountResponse } from '@scouting/contract/schemas/search';
import { SEARCH_MESSAGES } from '@scouting/contract/search';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actingMember, assertSelfOrAdmin, requireMember } from '../../auth/caller.ts';
import { limitWrites } from '../../platform/rate-limits/limit-writes.ts';
import { countOpenOpportunities, listOpenOpportunities } from './open-opportunities.ts';
import { postOpportunity } from './post-opportunity.ts';
import { deleteSavedPostSearch, listSavedPostSearches, savePostSearch } from './saved-post-searches.ts';
import { deleteOpportunity, listOwnOpportunities, opportunitiesForPlayer, updateOpportunity } from './service.ts';

// Agents, scouts and clubs post (decision 020); admins manage every post.
const authors = OPPORTUNITY_POSTER_ROLES;
const posters = requireMember(...authors, 'Admin');

export async function opportunityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['opportunities'];

  app.post(
    '/api/opportunities',
    {
      schema: { tags, summary: 'Posts an opportunity', body: ZPostOpportunityRequest, response: { 201: ZOpportunity } },
      preHandler: [requireMember(...authors), limitWrites('opportunityChange')],
    },
    async (request, reply) =>
      reply.status(201).send(await postOpportunity(app.db, actingMember(request), request.body)),
  );

  app.get(
    '/api/opportunities',
    {
      schema: {
        tags,
        summary: "The caller's posts (all posts for an admin)",
        querystring: ZPageQuery,
        response: { 200: ZOpportunityPage },
      },
      preHandler: posters,
    },
    async (request) => listOwnOpportunities(app.db, actingMember(request), request.query),
  );

  app.put(
    '/api/opportunities/:id',
    {
      schema: {
        tags,
        summary: 'Edits description, link, type, city, dates and deadline, or closes / reopens a post',
        params: ZIdParams,
        body: ZUpdateOpportunityRequest,
        response: { 200: ZOpportunity },
      },
      preHandler: [posters, limitWrites('opportunityChange')],
      config: { answers: [409] },
    },
    async (request) => updateOpportunity(app.db, actingMember(request), request.params.id, request.body),
  );

  app.delete(
    '/api/opportunities/:id',
    {
      schema: {
        tags,
        summary: 'Marks a post deleted (soft delete)',
        params: ZIdParams,
        response: { 200: ZMessageResponse },
      },
      preHandler: [posters, limitWrites('opportunityChange')],
    },
    async (request) => deleteOpportunity(app.db, actingMember(request), request.params.id),
  );

  app.get(
    '/api/opportunities-for-player/:playerId',
    {
      schema: {
        tags,
        summary: 'Open posts matching the player, newest first, narrowed by type and city',
        params: z.object({ playerId: z.coerce.number().int().positive() }),
        querystring: ZOpportunitiesForPlayerQuery,
        response: { 200: ZOpportunityPage },
      },
      preHandler: requireMember('Player', 'Admin'),
    },
    async (request) => {
      assertSelfOrAdmin(actingMember(request), request.params.playerId);
      const { type, city, ...page } = request.query;
      return opportunitiesForPlayer(app.db, request.params.playerId, page, { type, city });
    },
  );

  app.get(
    '/api/open-opportunities',
    {
      schema: {
        tags,
        summary: 'The market: every open post the calling player may see, searched, filtered and paged',
        querystring: ZOpenOpportunitiesQuery,
        response: { 200: ZOpportunityPage },
      },
      preHandler: requireMember('Player'),
    },
    async (request) => listOpenOpportunities(app.db, actingMember(request), request.query),
  );
  app.get(
    '/api/open-opportunities/count',
    {
      schema: {
        tags,
        summary:
          'How many posts the market would list for these filters (up to 1000, then `more`), for choosing filters',
        querystring: ZOpenOpportunitiesCountQuery,
        response: { 200: ZSearchCountResponse },
      },
      preHandler: requireMember('Player'),
    },
    async (request) => countOpenOpportunities(app.db, actingMember(request), request.query),
  );
  // A player's saved searches of the market: private to their owner, as the players' saved searches are.
  const players = requireMember('Player');

  app.get(
    '/api/saved-post-searches',
    {
      schema: {
        tags,
        summary: "The calling player's saved searches of the market, newest first",
        querystring: ZSavedPostSearchListQuery,
        response: { 200: ZSavedPostSearchList },
      },
      preHandler: players,
    },
    async (request) => listSavedPostSearches(app.db, actingMember(request), request.query),
  );

  app.post(
    '/api/saved-post-searches',
    {
      schema: {
        tags,
        summary: 'Saves a search of the market; its owner is alerted (at most daily) when a new post matches',
        body: ZSavePostSearchRequest,
        response: { 200: ZSavedPostSearch },
      },
      preHandler: [players, limitWrites('savedSearch')],
      config: { answers: [409] },
    },
    async (request) => savePostSearch(app.db, actingMember(request), request.body),
  );

  app.delete(
    '/api/saved-post-searches/:id',
    {
      schema: {
        tags,
        summary: 'Deletes one of the calling player’s saved searches of the market',
        params: ZSavedPostSearchParams,
        response: { 200: ZMessageResponse },
      },
      preHandler: [players, limitWrites('savedSearch')],
    },
    async (request) => {
      await deleteSavedPostSearch(app.db, actingMember(request), request.params.id);
      return { message: SEARCH_MESSAGES.savedSearchDeleted };
    },
  );
}
