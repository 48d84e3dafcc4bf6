import { CAREER_MESSAGES } from '@scouting/contract/career';
import {
  ZCareerPlayerParams,
  ZConfirmationAnswer,
  ZConfirmationCorrection,
  ZConfirmationLink,
  ZConfirmationRequestBody,
  ZConfirmationTokenBody,
  ZConfirmationTokenQuery,
  ZCorrectionParams,
  ZPendingCorrections,
} from '@scouting/contract/schemas/career';
import { ZMessageResponse } from '@scouting/contract/schemas/profiles';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actingMember, isSelfOrAdmin, type Member, requireMember, requireParentalConsent } from '../../auth/caller.ts';
import { AppError } from '../../errors.ts';
import { visitorLanguage } from '../../http/caller-language.ts';
import {
  confirmRecord,
  correctRecord,
  decideCorrection,
  declineRecord,
  describeConfirmation,
  pendingCorrections,
} from './answer-confirmation.ts';
import { askCoach } from './ask-coach.ts';

function assertOwner(actor: Member, playerId: number) {
  if (!isSelfOrAdmin(actor, playerId)) throw new AppError('FORBIDDEN', CAREER_MESSAGES.onlyOwner);
}

/**
 * A coach confirms a player's seasons (docs/product.md#a-coach-confirms). The coach's routes work without
 * an account, so they are rate-limited per address; the token is the only key.
 */
export async function careerConfirmationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['career'];
  const rateLimit = { max: fastify.config.authRateLimitMax, timeWindow: '1 minute' };

  app.post(
    '/api/player-career/:playerId/confirmation-requests',
    {
      schema: {
        tags,
        summary: "Mails a coach a single-use link (30 days) to confirm one entry's seasons (the player or an admin)",
        params: ZCareerPlayerParams,
        body: ZConfirmationRequestBody,
        response: { 200: ZMessageResponse },
      },
      // Mailing a coach is acting towards another person, as a reference request is: a minor
      // needs their parent's consent first (docs/product.md#a-coach-confirms).
      preHandler: [requireMember('Player', 'Admin'), requireParentalConsent],
      config: { answers: [409, 429] },
    },
    async (request) => {
      const actor = actingMember(request);
      assertOwner(actor, request.params.playerId);
      const deps = { db: app.db, appOrigin: app.config.appOrigin, limits: app.writeLimiter };
      const language = actor.role === 'Admin' ? undefined : visitorLanguage(request);
      return {
        message: await askCoach(
          language ? { ...deps, requestLanguage: language } : deps,
          request.params.playerId,
          request.body,
        ),
      };
    },
  );

  app.get(
    '/api/record-confirmation',
    {
      schema: {
        tags,
        summary: "What the coach's page shows for a mailed link: who asked and the entry's lines (no account needed)",
        querystring: ZConfirmationTokenQuery,
        response: { 200: ZConfirmationLink },
      },
      config: { rateLimit, answers: [404] },
    },
    async (request) => describeConfirmation(app.db, request.query.token),
  );

  app.post(
    '/api/record-confirmation/confirm',
    {
      schema: {
        tags,
        summary: 'The coach confirms the lines (single-use, expiring link)',
        body: ZConfirmationTokenBody,
        response: { 200: ZConfirmationAnswer },
      },
      config: { rateLimit, answers: [404, 410] },
    },
    async (request) => confirmRecord(app.db, request.body.token),
  );

  app.post(
    '/api/record-confirmation/decline',
    {
      schema: {
        tags,
        summary: 'The coach declines to confirm the lines (single-use, expiring link)',
        body: ZConfirmationTokenBody,
        response: { 200: ZConfirmationAnswer },
      },
      config: { rateLimit, answers: [404, 410] },
    },
    async (request) => declineRecord(app.db, request.body.token),
  );

  app.post(
    '/api/record-confirmation/correct',
    {
      schema: {
        tags,
        summary: 'The coach sends corrected numbers; the player accepts or rejects them (single-use, expiring link)',
        body: ZConfirmationCorrection,
        response: { 200: ZConfirmationAnswer },
      },
      config: { rateLimit, answers: [404, 410] },
    },
    async (request) => correctRecord(app.db, request.body.token, request.body.seasons),
  );

  app.get(
    '/api/player-career/:playerId/corrections',
    {
      schema: {
        tags,
        summary: "Coaches' corrections waiting for the player's answer (the player or an admin)",
        params: ZCareerPlayerParams,
        response: { 200: ZPendingCorrections },
      },
      preHandler: requireMember('Player', 'Admin'),
    },
    async (request) => {
      assertOwner(actingMember(request), request.params.playerId);
      return pendingCorrections(app.db, request.params.playerId);
    },
  );

  for (const decision of ['accept', 'reject'] as const) {
    app.post(
      `/api/player-career/:playerId/corrections/:requestId/${decision}`,
      {
        schema: {
          tags,
          summary:
            decision === 'accept'
              ? "The player takes the coach's numbers, which become confirmed by the coach"
              : 'The player keeps their own numbers, self-reported',
          params: ZCorrectionParams,
          response: { 200: ZMessageResponse },
        },
        preHandler: requireMember('Player', 'Admin'),
      },
      async (request) => {
        assertOwner(actingMember(request), request.params.playerId);
        return decideCorrection(app.db, request.params.playerId, request.params.requestId, decision === 'accept');
      },
    );
  }
}
