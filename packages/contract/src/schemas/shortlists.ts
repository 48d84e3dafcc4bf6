import { z } from 'zod';
import { PLAYER_STATUSES } from '../constants.ts';
import { lazySchema } from '../lazy-schema.ts';
import { MAX_ID } from '../paging.ts';
import { SCOUT_REPORT_VERDICTS } from '../scout-reports.ts';
import { SHORTLIST_LIMITS, SHORTLIST_MESSAGES } from '../shortlists.ts';
import { cursorOf, pageOf, pageQuery } from './paging.ts';
import { ZPlayerCard } from './player-card.ts';

const ZListName = lazySchema(() =>
  z
    .string({ error: SHORTLIST_MESSAGES.nameRequired })
    .trim()
    .min(1, SHORTLIST_MESSAGES.nameRequired)
    .max(SHORTLIST_LIMITS.nameMax, SHORTLIST_MESSAGES.nameTooLong),
);

/** A private note; empty means none. */
const ZNote = lazySchema(() =>
  z
    .string()
    .trim()
    .max(SHORTLIST_LIMITS.noteMax, SHORTLIST_MESSAGES.noteTooLong)
    .nullish()
    .transform((value) => value || null),
);

const ZId = lazySchema(() => z.coerce.number().int().positive());

export const ZShortlistParams = lazySchema(() => z.object({ id: ZId }));
export const ZShortlistEntryParams = lazySchema(() => z.object({ id: ZId, playerId: ZId }));
export const ZShortlistPlayerParams = lazySchema(() => z.object({ playerId: ZId }));

/** POST /api/shortlists and PUT /api/shortlists/{id} (rename). */
export const ZShortlistNameRequest = lazySchema(() => z.object({ name: ZListName }));
export type TShortlistNameRequest = z.input<typeof ZShortlistNameRequest>;

/** PUT /api/shortlists/order: every one of the owner's list ids, in the new order. */
export const ZShortlistOrderRequest = lazySchema(() =>
  z.object({
    shortlistIds: z.array(ZId).max(SHORTLIST_LIMITS.listsMax),
  }),
);
export type TShortlistOrderRequest = z.input<typeof ZShortlistOrderRequest>;

/** POST /api/shortlists/{id}/players. */
export const ZAddToShortlistRequest = lazySchema(() => z.object({ playerId: ZId, note: ZNote }));
export type TAddToShortlistRequest = z.input<typeof ZAddToShortlistRequest>;

/** PUT /api/shortlists/{id}/players/{playerId}. */
export const ZShortlistNoteRequest = lazySchema(() => z.object({ note: ZNote }));
export type TShortlistNoteRequest = z.input<typeof ZShortlistNoteRequest>;

export const ZShortlist = lazySchema(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    position: z.number().int(),
    /** Players on the list that the owner may see now (a hidden minor is not counted). */
    playerCount: z.number().int(),
    createdAt: z.string(),
  }),
);
export type TShortlist = z.infer<typeof ZShortlist>;

/** GET /api/shortlists: the caller's lists in their order (at most SHORTLIST_LIMITS.listsMax, unpaged). */
export const ZShortlistList = lazySchema(() => z.object({ shortlists: z.array(ZShortlist) }));
export type TShortlistList = z.infer<typeof ZShortlistList>;

/** What a list shows of a saved player: the card and whether they are looking for a club. */
export const ZShortlistedPlayer = lazySchema(() => ZPlayerCard.extend({ status: z.enum(PLAYER_STATUSES) }));
export type TShortlistedPlayer = z.infer<typeof ZShortlistedPlayer>;

/**
 * The owner's own latest scouting report on an entry's player (its verdict and match day), or null
 * when they have not reported on them: read with the entries, one query for the whole page.
 */
export const ZShortlistLatestVerdict = lazySchema(() =>
  z.object({
    reportId: z.number().int(),
    verdict: z.enum(SCOUT_REPORT_VERDICTS),
    watchedOn: z.string(),
  }),
);
export type TShortlistLatestVerdict = z.infer<typeof ZShortlistLatestVerdict>;

export const ZShortlistEntry = lazySchema(() =>
  z.object({
    shortlistId: z.number().int(),
    note: z.string().nullable(),
    savedAt: z.string(),
    player: ZShortlistedPlayer,
    latestVerdict: ZShortlistLatestVerdict.nullable(),
  }),
);
export type TShortlistEntry = z.infer<typeof ZShortlistEntry>;

/** Entries are paged newest saved first by their id. */
export const shortlistEntryCursor = cursorOf(() => [z.number().int().positive()]);
export const ZShortlistEntriesQuery = lazySchema(() => pageQuery(shortlistEntryCursor, 20));
export type TShortlistEntriesQuery = z.input<typeof ZShortlistEntriesQuery>;

/** GET /api/shortlists/{id}/players. */
export const ZShortlistEntryPage = lazySchema(() => pageOf('entries', ZShortlistEntry));
export type TShortlistEntryPage = z.infer<typeof ZShortlistEntryPage>;

/** GET /api/shortlists/latest-players: the dashboard card (each player once, newest save first). */
export const ZLatestSavedQuery = lazySchema(() =>
  z.object({
    limit: z.coerce.number().int().min(1).max(SHORTLIST_LIMITS.latestMax).default(SHORTLIST_LIMITS.latestDefault),
  }),
);
export const ZLatestSavedPlayers = lazySchema(() =>
  z.object({
    players: z.array(
      z.object({
        player: ZShortlistedPlayer,
        shortlistId: z.number().int(),
        shortlistName: z.string(),
        savedAt: z.string(),
      }),
    ),
  }),
);
export type TLatestSavedPlayers = z.infer<typeof ZLatestSavedPlayers>;

/** GET /api/shortlists/for-player/{playerId}: which of the caller's lists hold this player (the button's state). */
export const ZShortlistsHoldingPlayer = lazySchema(() =>
  z.object({
    entries: z.array(z.object({ shortlistId: z.number().int(), note: z.string().nullable() })),
  }),
);
export type TShortlistsHoldingPlayer = z.infer<typeof ZShortlistsHoldingPlayer>;

/**
 * GET /api/shortlists/holding?playerIds=1,2,3: the Shortlist buttons of a page of players in one
 * request. At most SHORTLIST_LIMITS.holdingMax positive `integer` ids; a repeated id is answered once.
 */
export const ZShortlistsHoldingQuery = lazySchema(() =>
  z.object({
    // One message on the one field, whatever is wrong: the app builds this list, no person types it.
    playerIds: z
      .string({ error: SHORTLIST_MESSAGES.playerIdsInvalid })
      .regex(/^\d{1,10}(,\d{1,10})*$/, SHORTLIST_MESSAGES.playerIdsInvalid)
      .transform((text) => text.split(',').map(Number))
      .refine(
        (ids) => ids.length <= SHORTLIST_LIMITS.holdingMax && ids.every((id) => id >= 1 && id <= MAX_ID),
        SHORTLIST_MESSAGES.playerIdsInvalid,
      )
      .transform((ids) => [...new Set(ids)]),
  }),
);
export type TShortlistsHoldingQuery = z.input<typeof ZShortlistsHoldingQuery>;

/** Its answer: each asked player once, in the order asked, with the for-player route's state (empty: on none of the caller's lists). */
export const ZShortlistsHoldingPlayers = lazySchema(() =>
  z.object({
    players: z.array(ZShortlistsHoldingPlayer.extend({ playerId: z.number().int() })),
  }),
);
export type TShortlistsHoldingPlayers = z.infer<typeof ZShortlistsHoldingPlayers>;

export const ZShortlistMessage = lazySchema(() => z.object({ message: z.string() }));
