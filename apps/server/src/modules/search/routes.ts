import { ZMessageResponse } from '@scouting/contract/schemas/profiles';
import {
  ZSavedSearch,
  ZSavedSearchList,
  ZSavedSearchListQuery,
  ZSavedSearchParams,
  ZSaveSearchRequest,
  ZSearchCountResponse,
  ZSearchFilters,
  ZSearchPlayersQuery,
  ZSearchPlayersResponse,
} from '@scouting/contract/schemas/search';
import { SEARCH_MESSAGES, SEARCHER_ROLES } from '@scouting/contract/search';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actingMember, requireMember } from '../../auth/caller.ts';
import { limitWrites } from '../../platform/rate-limits/limit-writes.ts';
import { deleteSavedSearch, listSavedSearches, saveSearch } from './saved-searches.ts';
import { countSearchPlayers, searchPlayers } from './search-players.ts';

/** The members who scout: players do not search for each other (decision 018). */
const searchers = requireMember(...SEARCHER_ROLES);

export async function searchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['search'];

  app.get(
    '/api/search/players',
    {
      schema: {
        tags,
        summary: 'Players by name, username or club (typo-tolerant, accents ignored), filtered and sorted, 20 a page',
        querystring: ZSearchPlayersQuery,
        response: { 200: ZSearchPlayersResponse },
      },
      preHandler: searchers,
    },
    async (request) => searchPlayers(app.db, actingMember(request), request.query),
  );

  app.get(
    '/api/search/players/count',
    {
      schema: {
        tags,
        summary: 'How many players a search would list (up to 1000, then `more`), for choosing filters',
        querystring: ZSearchFilters,
        response: { 200: ZSearchCountResponse },
      },
      preHandler: searchers,
    },
    async (request) => countSearchPlayers(app.db, actingMember(request), request.query),
  );

  app.get(
    '/api/saved-searches',
    {
      schema: {
        tags,
        summary: "The caller's saved searches, newest first",
        querystring: ZSavedSearchListQuery,
        response: { 200: ZSavedSearchList },
      },
      preHandler: searchers,
    },
    async (request) => listSavedSearches(app.db, actingMember(request), request.query),
  );

  app.post(
    '/api/saved-searches',
    {
      schema: {
        tags,
        summary: 'Saves a search; its owner is alerted (at most daily) when a new player matches',
        body: ZSaveSearchRequest,
        response: { 200: ZSavedSearch },
      },
      preHandler: [searchers, limitWrites('savedSearch')],
      config: { answers: [409] },
    },
    async (request) => saveSearch(app.db, actingMember(request), request.body),
  );

  app.delete(
    '/api/saved-searches/:id',
    {
      schema: {
        tags,
        summary: 'Deletes one of the caller’s saved searches',
        params: ZSavedSearchParams,
        response: { 200: ZMessageResponse },
      },
      preHandler: [searchers, limitWrites('savedSearch')],
    },
    async (request) => {
      await deleteSavedSearch(app.db, actingMember(request), request.params.id);
      return { message: SEARCH_MESSAGES.savedSearchDeleted };
    },
  );
}
