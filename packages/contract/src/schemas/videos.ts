import { z } from 'zod';
import { AVAILABILITIES } from '../availability.ts';
import { AGE_RANGES, GENERAL_POSITIONS, PLAYER_STATUSES, SPECIFIC_POSITIONS } from '../constants.ts';
import { lazySchema } from '../lazy-schema.ts';
import { MESSAGES } from '../messages.ts';
import {
  parseChannelLink,
  RATING_MAX,
  RATING_MIN,
  VIDEO_CONTROL_MESSAGES,
  VIDEO_MOMENT_TAGS,
  VIDEO_ORDER_MAX,
  VIDEO_SOURCES,
  VIDEO_STATUSES,
} from '../videos.ts';
import { ZPlayerAvailability, ZYearMonth } from './availability.ts';
import { cursorOf, pageOf, pageQuery } from './paging.ts';

/** POST /api/sync-youtube/{playerId}: without a link the stored channel is synced again. */
export const ZSyncYoutubeRequest = lazySchema(() =>
  z.object({
    channelIdOrUsername: z
      .string()
      .trim()
      .max(500)
      .refine((value) => value === '' || parseChannelLink(value) !== null, MESSAGES.invalidChannelUrl)
      .optional()
      .transform((value) => value || undefined),
  }),
);

/** The form on the video profile: a link is required there. */
export const ZChannelLinkForm = lazySchema(() =>
  z.object({
    channelLink: z
      .string()
      .trim()
      .min(1, MESSAGES.invalidChannelUrl)
      .refine((value) => parseChannelLink(value) !== null, MESSAGES.invalidChannelUrl),
  }),
);

export const ZSyncYoutubeResponse = lazySchema(() =>
  z.object({
    youtube_channel_id: z.string(),
    added: z.number().int(),
    total: z.number().int(),
  }),
);
export type TSyncYoutubeResponse = z.infer<typeof ZSyncYoutubeResponse>;

/** A video as the API names it, with the caller's own rating for the stars control. */
export const ZVideo = lazySchema(() =>
  z.object({
    id: z.number().int(),
    /** Where the video comes from (decision 034): a YouTube channel, or a clip uploaded here. */
    source: z.enum(VIDEO_SOURCES),
    /** The YouTube id; null for an uploaded clip. */
    youtube_video_id: z.string().nullable(),
    title: z.string(),
    /** YouTube's thumbnail, or an uploaded clip's poster (once it is Ready). */
    thumbnail_url: z.string(),
    /** An uploaded clip's state: only the owner ever sees one that is not Ready. */
    status: z.enum(VIDEO_STATUSES),
    /** An uploaded clip's stream (GET /api/videos/{id}/stream); null for YouTube. */
    streamUrl: z.string().nullable(),
    averageRating: z.number(),
    ratingCount: z.number().int(),
    myRating: z.number().int().nullable(),
    player: z.object({ id: z.number().int() }),
    /** Hidden by its owner (docs/product.md#videos-and-ratings): only the owner's own list ever carries `true`. */
    hidden: z.boolean(),
  }),
);
export type TVideo = z.infer<typeof ZVideo>;

export const ZVideoIdParams = lazySchema(() => z.object({ id: z.coerce.number().int().positive() }));

/** PUT /api/videos/{id}: the owner hides or shows one of their videos. */
export const ZUpdateVideoRequest = lazySchema(() => z.object({ hidden: z.boolean() }));
export const ZUpdateVideoResponse = lazySchema(() => z.object({ id: z.number().int(), hidden: z.boolean() }));
export type TUpdateVideoResponse = z.infer<typeof ZUpdateVideoResponse>;

/** PUT /api/player-videos/{playerId}/order: every shown video of the player, in the order wanted. */
export const ZVideoOrderRequest = lazySchema(() =>
  z.object({
    videoIds: z
      .array(z.number().int().positive())
      .min(1, VIDEO_CONTROL_MESSAGES.orderMustNameShownVideos)
      .max(VIDEO_ORDER_MAX)
      .refine((ids) => new Set(ids).size === ids.length, VIDEO_CONTROL_MESSAGES.orderMustNameShownVideos),
  }),
);
export type TVideoOrderRequest = z.infer<typeof ZVideoOrderRequest>;
export const ZVideoOrderResponse = lazySchema(() => z.object({ videoIds: z.array(z.number().int()) }));

/** One moment as the profile's list and GET /api/videos/{id}/moments give it (the writing is video-moments.ts). */
export const ZVideoMoment = lazySchema(() =>
  z.object({
    id: z.number().int(),
    videoId: z.number().int(),
    atSeconds: z.number().int(),
    endSeconds: z.number().int().nullable(),
    tag: z.enum(VIDEO_MOMENT_TAGS),
    note: z.string().nullable(),
    createdAt: z.string(),
  }),
);
export type TVideoMoment = z.infer<typeof ZVideoMoment>;

/** The profile's order: the owner's sort order, then newest first; the cursor holds both. */
export const playerVideosCursor = cursorOf(() => [z.number().int(), z.number().int().positive()]);
export const ZPlayerVideosQuery = lazySchema(() => pageQuery(playerVideosCursor, 50));

export const ZPlayerVideos = lazySchema(() =>
  pageOf('videos', ZVideo).extend({
    youtube_channel_id: z.string().nullable(),
    /** The moments of this page's videos, in the order they happen: the chapters, read in one call. */
    moments: z.array(ZVideoMoment),
  }),
);
export type TPlayerVideos = z.infer<typeof ZPlayerVideos>;

export const ZVideoPlayerParams = lazySchema(() => z.object({ playerId: z.coerce.number().int().positive() }));

export const ZAverageRating = lazySchema(() => z.object({ averageRating: z.number(), ratingCount: z.number().int() }));
export type TAverageRating = z.infer<typeof ZAverageRating>;

/** POST /api/rate-video. The viewer is the session's member; viewerId may only repeat it. */
export const ZRateVideoRequest = lazySchema(() =>
  z.object({
    videoId: z.coerce.number().int().positive(),
    viewerId: z.coerce.number().int().positive().optional(),
    rating: z.coerce.number().int().min(RATING_MIN, MESSAGES.ratingRange).max(RATING_MAX, MESSAGES.ratingRange),
  }),
);

export const ZRateVideoResponse = lazySchema(() =>
  z.object({
    videoId: z.number().int(),
    rating: z.number().int(),
    averageRating: z.number(),
    ratingCount: z.number().int(),
  }),
);

const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/**
 * The pool's order: best average rating first, then oldest id. The average is a float4 read back as
 * the JS number the server sent, so it compares equal to the stored value.
 */
export const videoPoolCursor = cursorOf(() => [z.number().min(0).max(RATING_MAX), z.number().int().positive()]);

/**
 * GET /api/video-pool filters (docs/product.md#videos-and-ratings), paged by cursor: an offset let one request
 * make the database walk a million rows (docs/architecture.md#api-conventions), and is refused now.
 */
export const ZVideoPoolQuery = lazySchema(() =>
  z.object({
    ageRange: optionalFilter(z.enum(AGE_RANGES)),
    generalPosition: optionalFilter(z.enum(GENERAL_POSITIONS)),
    primaryPosition: optionalFilter(z.enum(SPECIFIC_POSITIONS)),
    country: optionalFilter(z.string().trim().min(1).max(100)),
    status: optionalFilter(z.enum(PLAYER_STATUSES)),
    minRating: optionalFilter(z.coerce.number().int().min(RATING_MIN).max(RATING_MAX)),
    // The search's availability filters (docs/product.md#availability), in the address the same way.
    contractEndsBefore: optionalFilter(ZYearMonth),
    availability: optionalFilter(z.enum(AVAILABILITIES)),
    relocatesTo: optionalFilter(z.string().trim().min(1).max(100)),
    ...pageQuery(videoPoolCursor, 24).shape,
  }),
);
export type TVideoPoolQuery = z.input<typeof ZVideoPoolQuery>;

export const ZPoolVideo = lazySchema(() =>
  ZVideo.omit({ player: true }).extend({
    player: z.object({
      id: z.number().int(),
      fullName: z.string(),
      age: z.number().int().nullable(),
      country: z.string().nullable(),
      primaryPosition: z.string(),
      status: z.enum(PLAYER_STATUSES),
      /** As the search's cards show them (docs/product.md#availability); null when the player did not say. */
      contractUntil: ZPlayerAvailability.shape.contractUntil,
      availability: ZPlayerAvailability.shape.availability,
    }),
  }),
);
export type TPoolVideo = z.infer<typeof ZPoolVideo>;

export const ZVideoPool = lazySchema(() => pageOf('videos', ZPoolVideo));
export type TVideoPool = z.infer<typeof ZVideoPool>;
