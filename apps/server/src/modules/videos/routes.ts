import { ZDeleteVideoResponse, ZVideoDetail } from '@scouting/contract/schemas/video-uploads';
import {
  ZAverageRating,
  ZPlayerVideos,
  ZPlayerVideosQuery,
  ZRateVideoRequest,
  ZRateVideoResponse,
  ZSyncYoutubeRequest,
  ZSyncYoutubeResponse,
  ZUpdateVideoRequest,
  ZUpdateVideoResponse,
  ZVideoIdParams,
  ZVideoOrderRequest,
  ZVideoOrderResponse,
  ZVideoPlayerParams,
  ZVideoPool,
  ZVideoPoolQuery,
} from '@scouting/contract/schemas/videos';
import { VIDEO_UPLOAD_RULE } from '@scouting/contract/video-uploads';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actingMember, assertSelfOrAdmin, requireMember, requireParentalConsent } from '../../auth/caller.ts';
import { multipartBody } from '../../http/multipart.ts';
import { limitWrites } from '../../platform/rate-limits/limit-writes.ts';
import { deleteUploadedVideo } from './delete-video.ts';
import { listPlayerVideos, videoPool } from './list-videos.ts';
import { playerAverageRating, rateVideo } from './rate-video.ts';
import { readVideo, sendPoster, streamVideo } from './read-video.ts';
import { syncYoutube } from './sync-youtube.ts';
import { uploadVideo } from './upload-video.ts';
import { orderPlayerVideos, setVideoHidden } from './video-control.ts';

/** Non-player viewers browse the pool and rate (docs/product.md#videos-and-ratings). */
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
      // Players are refused in rateVideo, with the reason docs/product.md#videos-and-ratings gives.
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

  app.put(
    '/api/videos/:id',
    {
      schema: {
        tags,
        summary: 'The owner hides or shows one of their videos: hidden, only they see it',
        params: ZVideoIdParams,
        body: ZUpdateVideoRequest,
        response: { 200: ZUpdateVideoResponse },
      },
      preHandler: [requireMember('Player', 'Admin'), limitWrites('videoControl')],
      config: { answers: [404] },
    },
    async (request) => setVideoHidden(app.db, actingMember(request), request.params.id, request.body.hidden),
  );

  app.delete(
    '/api/videos/:id',
    {
      schema: {
        tags,
        summary:
          'The owner deletes one of their uploaded clips for good, with its ratings and files; a YouTube video answers 409 (hide it instead)',
        params: ZVideoIdParams,
        response: { 200: ZDeleteVideoResponse },
      },
      preHandler: [requireMember('Player', 'Admin'), limitWrites('videoControl')],
      config: { answers: [404, 409] },
    },
    async (request) =>
      deleteUploadedVideo(
        { db: app.db, storage: app.storage, log: request.log },
        actingMember(request),
        request.params.id,
      ),
  );

  app.put(
    '/api/player-videos/:playerId/order',
    {
      schema: {
        tags,
        summary: "The owner's order of their shown videos, every one once; the profile lists them so",
        params: ZVideoPlayerParams,
        body: ZVideoOrderRequest,
        response: { 200: ZVideoOrderResponse },
      },
      preHandler: [requireMember('Player', 'Admin'), limitWrites('videoControl')],
      config: { answers: [404] },
    },
    async (request) => orderPlayerVideos(app.db, actingMember(request), request.params.playerId, request.body),
  );

  app.post(
    '/api/videos/upload',
    {
      schema: {
        tags,
        summary:
          'The calling player uploads a clip (multipart: title, file; MP4, MOV or WebM up to 200 MB and 3 minutes): 202, Processing until transcoded',
        consumes: ['multipart/form-data'],
        response: { 202: ZVideoDetail },
      },
      // The form is read by uploadVideo, streaming, with its own limits: these only let it in.
      config: { upload: { files: [], maxFiles: 1, maxBytes: VIDEO_UPLOAD_RULE.maxBytes }, answers: [413, 415] },
      preHandler: [requireMember('Player'), requireParentalConsent, limitWrites('videoUpload')],
    },
    async (request, reply) => {
      const deps = { db: app.db, storage: app.storage, limiter: app.writeLimiter };
      return reply.status(202).send(await uploadVideo(deps, actingMember(request), multipartBody(request)));
    },
  );

  app.get(
    '/api/videos/:id',
    {
      schema: {
        tags,
        summary: 'One video and its state (Processing, Ready or Failed with the reason), to those who may see it',
        params: ZVideoIdParams,
        response: { 200: ZVideoDetail },
      },
      preHandler: requireMember(),
    },
    async (request) => readVideo(app.db, actingMember(request), request.params.id),
  );

  app.get(
    '/api/videos/:id/stream',
    {
      schema: {
        tags,
        summary: 'An uploaded clip as MP4, with byte ranges (206), to those who may see it',
        params: ZVideoIdParams,
      },
      preHandler: requireMember(),
      config: { answers: [416] },
    },
    async (request, reply) =>
      streamVideo(
        { db: app.db, storage: app.storage },
        actingMember(request),
        request.params.id,
        request.headers.range,
        reply,
      ),
  );

  app.get(
    '/api/videos/:id/poster',
    {
      schema: {
        tags,
        summary: "An uploaded clip's poster image (JPEG), to those who may see it",
        params: ZVideoIdParams,
      },
      preHandler: requireMember(),
    },
    async (request, reply) =>
      sendPoster({ db: app.db, storage: app.storage }, actingMember(request), request.params.id, reply),
  );
}
