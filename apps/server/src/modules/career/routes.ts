import { CAREER_MESSAGES } from '@scouting/contract/career';
import {
  ZCareer,
  ZCareerPlayerParams,
  ZCareerSeasonParams,
  ZCareerUpdateRequest,
} from '@scouting/contract/schemas/career';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actingMember, isSelfOrAdmin, requireAdmin, requireMember } from '../../auth/caller.ts';
import { AppError } from '../../errors.ts';
import { limitWrites } from '../../platform/rate-limits/limit-writes.ts';
import { getCareer } from './get-career.ts';
import { saveCareer } from './save-career.ts';
import { verifySeason } from './verify-season.ts';

/** A player's football record and who stands behind each line (docs/product.md#career-and-seasons). */
export async function careerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['career'];

  app.get(
    '/api/player-career/:playerId',
    {
      schema: {
        tags,
        summary: "A player's career entries and season lines, each with its source, to whoever may see the player",
        params: ZCareerPlayerParams,
        response: { 200: ZCareer },
      },
      preHandler: requireMember(),
    },
    async (request) => getCareer(app.db, actingMember(request), request.params.playerId),
  );

  app.put(
    '/api/player-career/:playerId',
    {
      schema: {
        tags,
        summary:
          'Replaces the career entries (the player or an admin); a changed confirmed or verified line becomes self-reported',
        params: ZCareerPlayerParams,
        body: ZCareerUpdateRequest,
        response: { 200: ZCareer },
      },
      preHandler: [requireMember('Player', 'Admin'), limitWrites('profileEdit')],
    },
    async (request) => {
      const actor = actingMember(request);
      if (!isSelfOrAdmin(actor, request.params.playerId)) throw new AppError('FORBIDDEN', CAREER_MESSAGES.onlyOwner);
      return saveCareer(app.db, request.params.playerId, request.body);
    },
  );

  app.post(
    '/api/admin/player-career/:playerId/seasons/:seasonId/verify',
    {
      schema: {
        tags,
        summary: 'An admin marks a season line as verified',
        params: ZCareerSeasonParams,
        response: { 200: ZCareer },
      },
      preHandler: requireAdmin,
    },
    async (request) => verifySeason(app.db, actingMember(request), request.params.playerId, request.params.seasonId),
  );
}
