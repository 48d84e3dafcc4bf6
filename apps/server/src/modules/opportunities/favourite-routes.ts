import { ZFavouritePage, ZFavouriteResponse, ZFavouritesQuery } from '@scouting/contract/schemas/favourites';
import { ZIdParams } from '@scouting/contract/schemas/profiles';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actingMember, requireMember } from '../../auth/caller.ts';
import { limitWrites } from '../../platform/rate-limits/limit-writes.ts';
import { listFavourites, saveOpportunity, unsaveOpportunity } from './favourites.ts';

/** Player favourites (decision 019): a player's own saves; there is no id of anyone else to pass. */
const players = requireMember('Player');

export async function favouriteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['opportunities'];

  app.post(
    '/api/opportunities/:id/favourite',
    {
      schema: {
        tags,
        summary: 'The calling player saves an opportunity',
        params: ZIdParams,
        response: { 200: ZFavouriteResponse },
      },
      preHandler: [players, limitWrites('favourite')],
    },
    async (request) => saveOpportunity(app.db, actingMember(request), request.params.id),
  );

  app.delete(
    '/api/opportunities/:id/favourite',
    {
      schema: {
        tags,
        summary: 'The calling player unsaves an opportunity',
        params: ZIdParams,
        response: { 200: ZFavouriteResponse },
      },
      preHandler: [players, limitWrites('favourite')],
    },
    async (request) => unsaveOpportunity(app.db, actingMember(request), request.params.id),
  );

  app.get(
    '/api/favourite-opportunities',
    {
      schema: {
        tags,
        summary: "The calling player's saved opportunities, newest saved first",
        querystring: ZFavouritesQuery,
        response: { 200: ZFavouritePage },
      },
      preHandler: players,
    },
    async (request) => listFavourites(app.db, actingMember(request), request.query),
  );
}
