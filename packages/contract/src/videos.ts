import { z } from 'zod';
import { AGE_RANGES, GENERAL_POSITIONS, PLAYER_STATUSES, SPECIFIC_POSITIONS } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { cursorOf, pageOf, pageQuery, ZPageQuery } from './paging.ts';

/** Ratings are 1 to 5 stars (SPEC §9). */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const MIN_RATING_OPTIONS = [1, 2, 3, 4, 5] as const;
/** The embedded player's height in pixels (SPEC §7). */
export const VIDEO_PLAYER_HEIGHT = 200;

export type TChannelRef = { kind: 'id'; id: string } | { kind: 'handle'; handle: string };

const CHANNEL_ID = 'UC[A-Za-z0-9_-]{22}';
const HANDLE = '[A-Za-z0-9._-]{3,30}';
const END = '(?:[/?#]|$)';

/**
 * The channel link rule of SPEC §5: the link must contain /channel/{id} or /@{handle}. A bare
 * channel id (UC…) or @handle is accepted too, as the sync call allows (issue 5). Null otherwise.
 */
export function parseChannelLink(input: string): TChannelRef | null {
  const text = input.trim();
  const bareId = new RegExp(`^${CHANNEL_ID}$`).exec(text);
  if (bareId) return { kind: 'id', id: bareId[0] };
  const bareHandle = new RegExp(`^@(${HANDLE})$`).exec(text);
  if (bareHandle?.[1]) return { kind: 'handle', handle: bareHandle[1] };
  const inLinkId = new RegExp(`/channel/(${CHANNEL_ID})${END}`).exec(text);
  if (inLinkId?.[1]) return { kind: 'id', id: inLinkId[1] };
  const inLinkHandle = new RegExp(`/@(${HANDLE})${END}`).exec(text);
  if (inLinkHandle?.[1]) return { kind: 'handle', handle: inLinkHandle[1] };
  return null;
}

/** POST /api/sync-youtube/{playerId}: without a link the stored channel is synced again. */
export const ZSyncYoutubeRequest = z.object({
  channelIdOrUsername: z
    .string()
    .trim()
    .max(500)
    .refine((value) => value === '' || parseChannelLink(value) !== null, MESSAGES.invalidChannelUrl)
    .optional()
    .transform((value) => value || undefined),
});

/** The form on the video profile: a link is required there. */
export const ZChannelLinkForm = z.object({
  channelLink: z
    .string()
    .trim()
    .min(1, MESSAGES.invalidChannelUrl)
    .refine((value) => parseChannelLink(value) !== null, MESSAGES.invalidChannelUrl),
});

export const ZSyncYoutubeResponse = z.object({
  youtube_channel_id: z.string(),
  added: z.number().int(),
  total: z.number().int(),
});
export type TSyncYoutubeResponse = z.infer<typeof ZSyncYoutubeResponse>;

/** A video as SPEC §3 names it, with the caller's own rating for the stars control. */
export const ZVideo = z.object({
  id: z.number().int(),
  youtube_video_id: z.string(),
  title: z.string(),
  thumbnail_url: z.string(),
  averageRating: z.number(),
  ratingCount: z.number().int(),
  myRating: z.number().int().nullable(),
  player: z.object({ id: z.number().int() }),
});
export type TVideo = z.infer<typeof ZVideo>;

export const ZPlayerVideosQuery = ZPageQuery;

export const ZPlayerVideos = pageOf('videos', ZVideo).extend({ youtube_channel_id: z.string().nullable() });
export type TPlayerVideos = z.infer<typeof ZPlayerVideos>;

export const ZVideoPlayerParams = z.object({ playerId: z.coerce.number().int().positive() });

export const ZAverageRating = z.object({ averageRating: z.number(), ratingCount: z.number().int() });
export type TAverageRating = z.infer<typeof ZAverageRating>;

/** POST /api/rate-video (SPEC §7). The viewer is the session's member; viewerId may only repeat it. */
export const ZRateVideoRequest = z.object({
  videoId: z.coerce.number().int().positive(),
  viewerId: z.coerce.number().int().positive().optional(),
  rating: z.coerce.number().int().min(RATING_MIN, MESSAGES.ratingRange).max(RATING_MAX, MESSAGES.ratingRange),
});

export const ZRateVideoResponse = z.object({
  videoId: z.number().int(),
  rating: z.number().int(),
  averageRating: z.number(),
  ratingCount: z.number().int(),
});

const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/**
 * The pool's order: best average rating first, then oldest id. The average is a float4 read back as
 * the JS number the server sent, so it compares equal to the stored value.
 */
export const videoPoolCursor = cursorOf(z.number().min(0).max(RATING_MAX), z.number().int().positive());

/**
 * GET /api/video-pool filters (SPEC §7, values of §9), paged by cursor: an offset let one request
 * make the database walk a million rows (issue 15 §8), and is refused now.
 */
export const ZVideoPoolQuery = z.object({
  ageRange: optionalFilter(z.enum(AGE_RANGES)),
  generalPosition: optionalFilter(z.enum(GENERAL_POSITIONS)),
  primaryPosition: optionalFilter(z.enum(SPECIFIC_POSITIONS)),
  country: optionalFilter(z.string().trim().min(1).max(100)),
  status: optionalFilter(z.enum(PLAYER_STATUSES)),
  minRating: optionalFilter(z.coerce.number().int().min(RATING_MIN).max(RATING_MAX)),
  ...pageQuery(videoPoolCursor, 24).shape,
});
export type TVideoPoolQuery = z.input<typeof ZVideoPoolQuery>;

export const ZPoolVideo = ZVideo.omit({ player: true }).extend({
  player: z.object({
    id: z.number().int(),
    fullName: z.string(),
    age: z.number().int().nullable(),
    country: z.string().nullable(),
    primaryPosition: z.string(),
    status: z.enum(PLAYER_STATUSES),
  }),
});
export type TPoolVideo = z.infer<typeof ZPoolVideo>;

export const ZVideoPool = pageOf('videos', ZPoolVideo);
export type TVideoPool = z.infer<typeof ZVideoPool>;

/** The list shows the average floored to whole stars (SPEC §9). */
export function flooredRating(average: number): number {
  return Math.floor(average + 1e-9);
}

function monthStart(year: number, monthIndex: number): string {
  return new Date(Date.UTC(year, monthIndex, 1)).toISOString().slice(0, 10);
}

/**
 * The dates of birth whose age (by birth year and month, SPEC §4) falls in an age-range filter
 * value: `from` inclusive, `before` exclusive, as ISO dates, so the query can use the dob index.
 */
export function dobBoundsForAgeRange(
  range: (typeof AGE_RANGES)[number],
  today: Date = new Date(),
): { from: string | null; before: string } {
  const [lowText, highText] = range.replace('+', '').split('-');
  const low = Number(lowText);
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth();
  // Born in month M of year Y: age >= n once n whole years have passed since the first of that month.
  const before = monthStart(year - low, month + 1);
  const from = highText === undefined ? null : monthStart(year - Number(highText) - 1, month + 1);
  return { from, before };
}
