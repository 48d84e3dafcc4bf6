import {
  ZAverageRating,
  ZPlayerVideos,
  ZPlayerVideosQuery,
  ZRateVideoRequest,
  ZRateVideoResponse,
  ZSyncYoutubeRequest,
  ZSyncYoutubeResponse,
  ZVideoPlayerParams,
  ZVideoPool,
  ZVideoPoolQuery,
} from '@scouting/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actingMember, assertSelfOrAdmin, requireMember, requireParentalConsent } from '../../auth/caller.ts';
import { limitWrites } from '../../platform/rate-limits/limit-writes.ts';
import { listPlayerVideos, videoPool } from './list-videos.ts';
import { playerAverageRating, rateVideo } from './rate-video.ts';
import { syncYoutube } from './sync-youtube.ts';

/** Non-player viewers browse the pool and rate (SPEC §5, §6). */
const viewers = requireMember('Agent', 'Scout', 'Club', 'Admin');

export async function videoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['videos'];

  app.post(
    '/api/sync-youtube/:playerId',
    {
      schema: {
        tags,
        summary: "Connects the player's YouTube channel (or re-reads the stored one) and stores its videos",
        params: ZVideoPlayerParams,
        body: ZSyncYoutubeRequest.optional(),
        response: { 200: ZSyncYoutubeResponse },
      },
      preHandler: [
        requireMember('Player', 'Admin'),
        requireParentalConsent,
        limitWrites('youtubeSync', 'youtubeSyncDaily'),
      ],
    },
    async (request) => {
      assertSelfOrAdmin(actingMember(request), request.params.playerId);
      return syncYoutube(app.db, app.youtube, request.log, request.params.playerId, request.body?.channelIdOrUsername);
    },
  );

  app.get(
    '/api/player-videos/:playerId',
    {
      schema: {
        tags,
        summary: "A player's videos, newest first, with the caller's own rating",
        params: ZVideoPlayerParams,
        querystring: ZPlayerVideosQuery,
        response: { 200: ZPlayerVideos },
      },
      preHandler: requireMember(),
    },
    async (request) => listPlayerVideos(app.db, actingMember(request), request.params.playerId, request.query),
  );

  app.get(
    '/api/player-average-rating/:playerId',
    {
      schema: {
        tags,
        summary: "The average and count of every rating of a player's videos",
        params: ZVideoPlayerParams,
        response: { 200: ZAverageRating },
      },
      preHandler: requireMember(),
    },
    async (request) => playerAverageRating(app.db, actingMember(request), request.params.playerId),
  );

  app.post(
    '/api/rate-video',
    {
      schema: {
        tags,
        summary: 'Rates a video 1 to 5 stars; rating again replaces the rating',
        body: ZRateVideoRequest,
        response: { 200: ZRateVideoResponse },
      },
      // Players are refused in rateVideo, with the SPEC's reason.
      preHandler: [requireMember(), limitWrites('rating')],
      config: { answers: [404] },
    },
    async (request) => rateVideo(app.db, actingMember(request), request.body),
  );

  app.get(
    '/api/video-pool',
    {
      schema: {
        tags,
        summary: 'Videos of every player, filtered, best rated first',
        querystring: ZVideoPoolQuery,
        response: { 200: ZVideoPool },
      },
      preHandler: viewers,
    },
    async (request) => videoPool(app.db, actingMember(request), request.query),
  );
}
