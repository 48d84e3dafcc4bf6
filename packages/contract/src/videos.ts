import type { AGE_RANGES } from './constants.ts';
import { messageIds } from './message-ids.ts';

/** Ratings are 1 to 5 stars (docs/product.md#videos-and-ratings). */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const MIN_RATING_OPTIONS = [1, 2, 3, 4, 5] as const;
/** The embedded player's height in pixels. */
export const VIDEO_PLAYER_HEIGHT = 200;

export type TChannelRef = { kind: 'id'; id: string } | { kind: 'handle'; handle: string };

const CHANNEL_ID = 'UC[A-Za-z0-9_-]{22}';
const HANDLE = '[A-Za-z0-9._-]{3,30}';
const END = '(?:[/?#]|$)';

/**
 * The channel link rule (docs/product.md#videos-and-ratings): the link must contain /channel/{id} or /@{handle}. A bare
 * channel id (UC…) or @handle is accepted too, as the sync call allows. Null otherwise.
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

/** Where a video comes from, and an uploaded clip's state (decision 034). */
export const VIDEO_SOURCES = ['youtube', 'upload'] as const;
export const VIDEO_STATUSES = ['Processing', 'Ready', 'Failed'] as const;
export type TVideoStatus = (typeof VIDEO_STATUSES)[number];

/** The owner's control over their videos (docs/product.md#videos-and-ratings): texts shown and refused. */
export const VIDEO_CONTROL_MESSAGES = messageIds('VIDEO_CONTROL_MESSAGES', [
  'hiddenBadge',
  'hiddenExplained',
  'hide',
  'show',
  'hideFailed',
  'orderFailed',
  'orderMustNameShownVideos',
]);

/** The most videos one order names; a channel sync stores at most a few hundred. */
export const VIDEO_ORDER_MAX = 1000;

/**
 * Moments a player marks in their own videos (docs/product.md#videos-and-ratings): the video
 * profile and the pool's player view list them as chapters. One list of tags, named for a scout.
 */
export const VIDEO_MOMENT_TAGS = [
  'Goal',
  'Assist',
  'Key pass',
  'Dribble',
  'Tackle',
  'Interception',
  'Save',
  'Aerial duel',
  'Set piece',
  'Other',
] as const;
export type TVideoMomentTag = (typeof VIDEO_MOMENT_TAGS)[number];

/** The list shows the average floored to whole stars (docs/product.md#videos-and-ratings). */
export function flooredRating(average: number): number {
  return Math.floor(average + 1e-9);
}

function monthStart(year: number, monthIndex: number): string {
  return new Date(Date.UTC(year, monthIndex, 1)).toISOString().slice(0, 10);
}

/**
 * The dates of birth whose age (by birth year and month, docs/product.md#minors) falls in an age-range filter
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
