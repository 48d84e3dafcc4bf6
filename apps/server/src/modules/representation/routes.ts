import { ZPageQuery } from '@scouting/contract/schemas/paging';
import { ZConsentTokenQuery, ZConsentTokenRequest } from '@scouting/contract/schemas/parental-consent';
import { ZIdParams, ZMessageResponse } from '@scouting/contract/schemas/profiles';
import {
  ZRepresentation,
  ZRepresentationAnswerRequest,
  ZRepresentationConsent,
  ZRepresentationConsentAnswer,
  ZRepresentationListQuery,
  ZRepresentationOffer,
  ZRepresentationOfferAnswer,
  ZRepresentationOfferListQuery,
  ZRepresentationOfferPage,
  ZRepresentationOfferRequest,
  ZRepresentationPage,
  ZSignedPlayerPage,
} from '@scouting/contract/schemas/representation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  actingMember,
  assertSelfOrAdmin,
  loadCaller,
  requireMember,
  requireParentalConsent,
} from '../../auth/caller.ts';
import { limitWrites } from '../../platform/rate-limits/limit-writes.ts';
import {
  endRepresentation,
  listOffers,
  listRepresentations,
  listSignedPlayers,
  readOffer,
  readRepresentation,
} from './agreements.ts';
import { answerOffer, resendGuardianMail, withdrawOffer } from './answer-offer.ts';
import { answerRepresentationLink, describeRepresentationLink } from './guardian-answer.ts';
import { makeOffer } from './make-offer.ts';

/**
 * Offer to Sign (decision 025): offers, the player's answer, a minor's parent's
 * signature from a mailed link, agreements and their end. The rules are in the business functions.
 */
export async function representationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['representation'];
  const answerLimit = limitWrites('representationAnswer');

  app.post(
    '/api/representation-offers',
    {
      schema: {
        tags,
        summary:
          'A verified agent offers to represent a player they may see (FFAR terms: 1–24 months; fee 0–100%, the FIFA 5% cap being suspended since 30 December 2023, decision 043); the player is notified. To a minor the message carries no contact details and is copied to the consenting parent',
        body: ZRepresentationOfferRequest,
        response: { 201: ZRepresentationOffer },
      },
      preHandler: [requireMember('Agent'), limitWrites('representationOffer')],
      config: { answers: [404, 409] },
    },
    async (request, reply) =>
      reply.status(201).send(
        await makeOffer(app.db, actingMember(request), request.body, {
          limits: app.writeLimiter,
          appOrigin: app.config.appOrigin,
        }),
      ),
  );

  app.get(
    '/api/representation-offers',
    {
      schema: {
        tags,
        summary: "The caller's offers, newest first: received (players), sent (agents), all or one agent's (admins)",
        querystring: ZRepresentationOfferListQuery,
        response: { 200: ZRepresentationOfferPage },
      },
      preHandler: requireMember('Player', 'Agent', 'Admin'),
    },
    async (request) => listOffers(app.db, actingMember(request), request.query),
  );

  app.get(
    '/api/representation-offers/:id',
    {
      schema: {
        tags,
        summary: 'One offer, to its player, its agent or an admin',
        params: ZIdParams,
        response: { 200: ZRepresentationOffer },
      },
      preHandler: requireMember('Player', 'Agent', 'Admin'),
    },
    async (request) => readOffer(app.db, actingMember(request), request.params.id),
  );

  app.post(
    '/api/representation-offers/:id/answer',
    {
      schema: {
        tags,
        summary:
          "The player accepts or declines an offer; a minor's acceptance waits for the consenting parent, who is mailed the terms",
        params: ZIdParams,
        body: ZRepresentationAnswerRequest,
        response: { 200: ZRepresentationOfferAnswer },
      },
      preHandler: [requireMember('Player'), requireParentalConsent, answerLimit],
      config: { answers: [409] },
    },
    async (request) =>
      answerOffer(app.db, actingMember(request), request.params.id, request.body.answer, {
        appOrigin: app.config.appOrigin,
        limits: app.writeLimiter,
      }),
  );

  app.post(
    '/api/representation-offers/:id/withdraw',
    {
      schema: {
        tags,
        summary: 'The agent withdraws an offer that has not become an agreement; the player is notified',
        params: ZIdParams,
        response: { 200: ZRepresentationOfferAnswer },
      },
      preHandler: [requireMember('Agent'), answerLimit],
      config: { answers: [409] },
    },
    async (request) => withdrawOffer(app.db, actingMember(request), request.params.id),
  );

  app.post(
    '/api/representation-offers/:id/guardian-mail',
    {
      schema: {
        tags,
        summary:
          "A minor asks for their parent's confirmation mail again (once a minute); the earlier link stops working",
        params: ZIdParams,
        response: { 200: ZMessageResponse },
      },
      preHandler: [requireMember('Player'), answerLimit],
      config: { answers: [409, 429] },
    },
    async (request) =>
      resendGuardianMail(app.db, actingMember(request), request.params.id, {
        appOrigin: app.config.appOrigin,
        limits: app.writeLimiter,
      }),
  );

  app.get(
    '/api/representations',
    {
      schema: {
        tags,
        summary: "The caller's agreements (admins: all, or one agent's), active ones unless scope=all",
        querystring: ZRepresentationListQuery,
        response: { 200: ZRepresentationPage },
      },
      preHandler: requireMember('Player', 'Agent', 'Admin'),
    },
    async (request) => listRepresentations(app.db, actingMember(request), request.query),
  );

  app.get(
    '/api/representations/:id',
    {
      schema: {
        tags,
        summary: 'One agreement with its parties, terms and dates (the printable summary), to its two sides and admins',
        params: ZIdParams,
        response: { 200: ZRepresentation },
      },
      preHandler: requireMember('Player', 'Agent', 'Admin'),
    },
    async (request) => readRepresentation(app.db, actingMember(request), request.params.id),
  );

  app.post(
    '/api/representations/:id/end',
    {
      schema: {
        tags,
        summary: 'Either side (or an admin) ends an active agreement today; the other side is notified',
        params: ZIdParams,
        response: { 200: ZRepresentation },
      },
      preHandler: [requireMember('Player', 'Agent', 'Admin'), answerLimit],
      config: { answers: [409] },
    },
    async (request) => endRepresentation(app.db, actingMember(request), request.params.id),
  );

  app.get(
    '/api/signed-players/:agentId',
    {
      schema: {
        tags,
        summary: "An agent's current players (that agent or an admin)",
        params: z.object({ agentId: z.coerce.number().int().positive() }),
        querystring: ZPageQuery,
        response: { 200: ZSignedPlayerPage },
      },
      preHandler: requireMember('Agent', 'Admin'),
    },
    async (request) => {
      assertSelfOrAdmin(actingMember(request), request.params.agentId);
      return listSignedPlayers(app.db, request.params.agentId, request.query);
    },
  );

  // The parent's link (docs/product.md#representation): no account, so each address gets a few tries a minute.
  const parentLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };

  app.get(
    '/api/representation-consent',
    {
      schema: {
        tags,
        summary: "The terms a minor accepted, for the consenting parent's mailed link (no account)",
        querystring: ZConsentTokenQuery,
        response: { 200: ZRepresentationConsent },
      },
      config: { ...parentLimit, answers: [404] },
    },
    async (request) => describeRepresentationLink(app.db, request.query.token),
  );

  for (const answer of ['confirm', 'refuse'] as const) {
    app.post(
      `/api/representation-consent/${answer}`,
      {
        schema: {
          tags,
          summary:
            answer === 'confirm'
              ? "The parent confirms the child's agreement, which starts today (single-use, expiring link)"
              : "The parent refuses the child's agreement (single-use, expiring link)",
          body: ZConsentTokenRequest,
          response: { 200: ZRepresentationConsentAnswer },
        },
        config: { ...parentLimit, answers: [404, 409, 410] },
      },
      // No account is needed, but a session sent along is looked at: the child may not confirm (docs/product.md#parental-consent).
      async (request) => {
        const caller = await loadCaller(request);
        return answerRepresentationLink(app.db, request.body.token, answer, caller?.member?.id ?? null);
      },
    );
  }
}
