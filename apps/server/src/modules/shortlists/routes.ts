import {
  ZAddToShortlistRequest,
  ZLatestSavedPlayers,
  ZLatestSavedQuery,
  ZShortlist,
  ZShortlistEntriesQuery,
  ZShortlistEntry,
  ZShortlistEntryPage,
  ZShortlistEntryParams,
  ZShortlistList,
  ZShortlistMessage,
  ZShortlistNameRequest,
  ZShortlistNoteRequest,
  ZShortlistOrderRequest,
  ZShortlistParams,
  ZShortlistPlayerParams,
  ZShortlistsHoldingPlayer,
  ZShortlistsHoldingPlayers,
  ZShortlistsHoldingQuery,
} from '@scouting/contract/schemas/shortlists';
import { SHORTLIST_OWNER_ROLES } from '@scouting/contract/shortlists';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actingMember, requireMember } from '../../auth/caller.ts';
import { limitWrites } from '../../platform/rate-limits/limit-writes.ts';
import {
  latestSavedPlayers,
  listShortlistEntries,
  shortlistsHoldingPlayer,
  shortlistsHoldingPlayers,
} from './list-entries.ts';
import {
  createShortlist,
  deleteShortlist,
  listShortlists,
  renameShortlist,
  reorderShortlists,
} from './manage-lists.ts';
import { addToShortlist, editShortlistNote, removeFromShortlist } from './save-player.ts';

/** Shortlists (decision 019): every route acts on the caller's own lists; another member's list is 404. */
const owners = requireMember(...SHORTLIST_OWNER_ROLES);

export async function shortlistRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['shortlists'];
  const write = [owners, limitWrites('shortlist')];

  app.get(
    '/api/shortlists',
    {
      schema: {
        tags,
        summary: "The caller's shortlists in their order, with counts",
        response: { 200: ZShortlistList },
      },
      preHandler: owners,
    },
    async (request) => listShortlists(app.db, actingMember(request)),
  );

  app.post(
    '/api/shortlists',
    {
      schema: {
        tags,
        summary: 'Creates a shortlist (last in the order)',
        body: ZShortlistNameRequest,
        response: { 201: ZShortlist },
      },
      preHandler: write,
      config: { answers: [409] },
    },
    async (request, reply) =>
      reply.status(201).send(await createShortlist(app.db, actingMember(request), request.body)),
  );

  app.put(
    '/api/shortlists/order',
    {
      schema: {
        tags,
        summary: "Reorders the caller's shortlists (every list id once, in the new order)",
        body: ZShortlistOrderRequest,
        response: { 200: ZShortlistList },
      },
      preHandler: write,
      config: { answers: [409] },
    },
    async (request) => reorderShortlists(app.db, actingMember(request), request.body.shortlistIds),
  );

  app.put(
    '/api/shortlists/:id',
    {
      schema: {
        tags,
        summary: 'Renames a shortlist',
        params: ZShortlistParams,
        body: ZShortlistNameRequest,
        response: { 200: ZShortlist },
      },
      preHandler: write,
      config: { answers: [409] },
    },
    async (request) => renameShortlist(app.db, actingMember(request), request.params.id, request.body),
  );

  app.delete(
    '/api/shortlists/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a shortlist and its entries',
        params: ZShortlistParams,
        response: { 200: ZShortlistMessage },
      },
      preHandler: write,
    },
    async (request) => deleteShortlist(app.db, actingMember(request), request.params.id),
  );

  app.get(
    '/api/shortlists/:id/players',
    {
      schema: {
        tags,
        summary: "A shortlist's players with the caller's notes, newest saved first",
        params: ZShortlistParams,
        querystring: ZShortlistEntriesQuery,
        response: { 200: ZShortlistEntryPage },
      },
      preHandler: owners,
    },
    async (request) => listShortlistEntries(app.db, actingMember(request), request.params.id, request.query),
  );

  app.post(
    '/api/shortlists/:id/players',
    {
      schema: {
        tags,
        summary: 'Saves a player to a shortlist with an optional private note',
        params: ZShortlistParams,
        body: ZAddToShortlistRequest,
        response: { 201: ZShortlistEntry },
      },
      preHandler: write,
      config: { answers: [409] },
    },
    async (request, reply) =>
      reply.status(201).send(await addToShortlist(app.db, actingMember(request), request.params.id, request.body)),
  );

  app.put(
    '/api/shortlists/:id/players/:playerId',
    {
      schema: {
        tags,
        summary: 'Edits the private note on a shortlisted player',
        params: ZShortlistEntryParams,
        body: ZShortlistNoteRequest,
        response: { 200: ZShortlistEntry },
      },
      preHandler: write,
    },
    async (request) =>
      editShortlistNote(app.db, actingMember(request), request.params.id, request.params.playerId, request.body),
  );

  app.delete(
    '/api/shortlists/:id/players/:playerId',
    {
      schema: {
        tags,
        summary: 'Removes a player from a shortlist',
        params: ZShortlistEntryParams,
        response: { 200: ZShortlistMessage },
      },
      preHandler: write,
    },
    async (request) => removeFromShortlist(app.db, actingMember(request), request.params.id, request.params.playerId),
  );

  app.get(
    '/api/shortlists/latest-players',
    {
      schema: {
        tags,
        summary: 'The players the caller saved most recently, across their lists (the dashboard card)',
        querystring: ZLatestSavedQuery,
        response: { 200: ZLatestSavedPlayers },
      },
      preHandler: owners,
    },
    async (request) => latestSavedPlayers(app.db, actingMember(request), request.query.limit),
  );

  app.get(
    '/api/shortlists/for-player/:playerId',
    {
      schema: {
        tags,
        summary: "Which of the caller's shortlists hold this player (the Shortlist button's state)",
        params: ZShortlistPlayerParams,
        response: { 200: ZShortlistsHoldingPlayer },
      },
      preHandler: owners,
    },
    async (request) => shortlistsHoldingPlayer(app.db, actingMember(request), request.params.playerId),
  );

  app.get(
    '/api/shortlists/holding',
    {
      schema: {
        tags,
        summary: "Which of the caller's shortlists hold each of these players (a page of Shortlist buttons)",
        querystring: ZShortlistsHoldingQuery,
        response: { 200: ZShortlistsHoldingPlayers },
      },
      preHandler: owners,
    },
    async (request) => shortlistsHoldingPlayers(app.db, actingMember(request), request.query.playerIds),
  );
}
