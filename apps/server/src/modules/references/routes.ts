import { ZMessageResponse } from '@scouting/contract/schemas/profiles';
import {
  ZOwnReferences,
  ZPlayerReferences,
  ZPlayerReferencesParams,
  ZReferenceLink,
  ZReferenceParams,
  ZReferenceRequestBody,
  ZReferenceTokenQuery,
  ZReferenceWriteBody,
} from '@scouting/contract/schemas/references';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actingMember, requireMember, requireParentalConsent } from '../../auth/caller.ts';
import { visitorLanguage } from '../../http/caller-language.ts';
import { askReference } from './ask-reference.ts';
import { approvedReferences, approveReference, ownReferences, removeReference } from './player-references.ts';
import { describeReferenceRequest, writeReference } from './write-reference.ts';

/**
 * A coach's reference for a player (docs/product.md#references, decision 063). The coach's two routes
 * work without an account, so they are rate-limited per address; the mailed token is the only key.
 */
export async function referenceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['references'];
  const rateLimit = { max: fastify.config.authRateLimitMax, timeWindow: '1 minute' };

  app.post(
    '/api/references/requests',
    {
      schema: {
        tags,
        summary: 'The player mails a coach a single-use link (30 days) to write a few lines about them',
        body: ZReferenceRequestBody,
        response: { 200: ZMessageResponse },
      },
      // Mailing a coach is acting towards another person: a minor needs their parent's consent first.
      preHandler: [requireMember('Player'), requireParentalConsent],
      config: { answers: [409, 429] },
    },
    async (request) => {
      const actor = actingMember(request);
      const deps = {
        db: app.db,
        appOrigin: app.config.appOrigin,
        limits: app.writeLimiter,
        requestLanguage: visitorLanguage(request),
      };
      return { message: await askReference(deps, actor.id, request.body) };
    },
  );

  app.get(
    '/api/references',
    {
      schema: {
        tags,
        summary: "The player's own references, newest first: asked, written and approved",
        response: { 200: ZOwnReferences },
      },
      preHandler: requireMember('Player'),
    },
    async (request) => ownReferences(app.db, actingMember(request).id),
  );

  app.post(
    '/api/references/:id/approve',
    {
      schema: {
        tags,
        summary: 'The player shows a written reference on their profile',
        params: ZReferenceParams,
        response: { 200: ZMessageResponse },
      },
      preHandler: requireMember('Player', 'Admin'),
      config: { answers: [404, 409] },
    },
    async (request) => approveReference(app.db, actingMember(request), request.params.id),
  );

  app.delete(
    '/api/references/:id',
    {
      schema: {
        tags,
        summary: 'The player (or an admin) removes a reference, whatever its state',
        params: ZReferenceParams,
        response: { 200: ZMessageResponse },
      },
      preHandler: requireMember('Player', 'Admin'),
      config: { answers: [404] },
    },
    async (request) => removeReference(app.db, actingMember(request), request.params.id),
  );

  app.get(
    '/api/player-references/:playerId',
    {
      schema: {
        tags,
        summary: "A player's approved references, to whoever may see the player",
        params: ZPlayerReferencesParams,
        response: { 200: ZPlayerReferences },
      },
      preHandler: requireMember(),
      config: { answers: [404] },
    },
    async (request) => approvedReferences(app.db, actingMember(request), request.params.playerId),
  );

  app.get(
    '/api/references/request',
    {
      schema: {
        tags,
        summary: "What the coach's page shows for a mailed link: who asked (no account needed)",
        querystring: ZReferenceTokenQuery,
        response: { 200: ZReferenceLink },
      },
      config: { rateLimit, answers: [404] },
    },
    async (request) => describeReferenceRequest(app.db, request.query.token),
  );

  app.post(
    '/api/references/write',
    {
      schema: {
        tags,
        summary: 'The coach writes the reference (single-use, expiring link); the player approves it before it shows',
        body: ZReferenceWriteBody,
        response: { 200: ZMessageResponse },
      },
      config: { rateLimit, answers: [404, 410, 429] },
    },
    async (request) =>
      writeReference(
        { db: app.db, limits: app.writeLimiter, appOrigin: app.config.appOrigin },
        request.body.token,
        request.body.text,
      ),
  );
}
