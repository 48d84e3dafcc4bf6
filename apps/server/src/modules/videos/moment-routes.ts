import {
  ZDeleteVideoMomentResponse,
  ZVideoMomentParams,
  ZVideoMomentRequest,
  ZVideoMoments,
} from '@scouting/contract/schemas/video-moments';
import { ZVideoIdParams, ZVideoMoment } from '@scouting/contract/schemas/videos';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actingMember, requireMember, requireParentalConsent } from '../../auth/caller.ts';
import { limitWrites } from '../../platform/rate-limits/limit-writes.ts';
import { addMoment, deleteMoment, listMoments } from './moments.ts';

/** A player's own marks in their videos, read as chapters (docs/product.md#videos-and-ratings). */
export async function videoMomentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['videos'];

  app.get(
    '/api/videos/:id/moments',
    {
      schema: {
        tags,
        summary: "A video's moments marked by its owner, in the order they happen, to whoever may see the video",
        params: ZVideoIdParams,
        response: { 200: ZVideoMoments },
      },
      preHandler: requireMember(),
    },
    async (request) => listMoments(app.db, actingMember(request), request.params.id),
  );

  app.post(
    '/api/videos/:id/moments',
    {
      schema: {
        tags,
        summary:
          'The owner marks a moment of their video (at most 30 a video; within the video when its length is known)',
        params: ZVideoIdParams,
        body: ZVideoMomentRequest,
        response: { 201: ZVideoMoment },
      },
      preHandler: [requireMember('Player'), requireParentalConsent, limitWrites('videoControl')],
      config: { answers: [409] },
    },
    async (request, reply) =>
      reply.status(201).send(await addMoment(app.db, actingMember(request), request.params.id, request.body)),
  );

  app.delete(
    '/api/videos/:id/moments/:momentId',
    {
      schema: {
        tags,
        summary: 'The owner deletes one of the moments of their video',
        params: ZVideoMomentParams,
        response: { 200: ZDeleteVideoMomentResponse },
      },
      preHandler: [requireMember('Player'), requireParentalConsent, limitWrites('videoControl')],
    },
    async (request) => deleteMoment(app.db, actingMember(request), request.params.id, request.params.momentId),
  );
}
