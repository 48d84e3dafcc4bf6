import { z } from 'zod';
import { fillSentence } from './fill-sentence.ts';
import { lazySchema } from './lazy-schema.ts';

/**
 * A player's football record (docs/product.md#career-and-seasons): the clubs they played for and,
 * per club, their seasons' numbers. Every season line says who stands behind it, because a coach
 * reads a self-reported number differently from one a coach confirmed.
 */
export const CAREER_KINDS = ['Youth', 'Senior', 'Loan'] as const;
export type TCareerKind = (typeof CAREER_KINDS)[number];

export const CAREER_SOURCES = ['Self-reported', 'Confirmed by coach', 'Verified'] as const;
export type TCareerSource = (typeof CAREER_SOURCES)[number];

/** A whole career fits; more is a typing accident, and the profile stays readable. */
export const CAREER_MAX_ENTRIES = 30;
export const CAREER_MAX_SEASONS_PER_ENTRY = 20;
/** 90 minutes and 30 of extra time: no appearance lasts longer. */
export const CAREER_MAX_MINUTES_PER_APPEARANCE = 120;
/** More games than any season holds, across every competition. */
export const CAREER_MAX_APPEARANCES = 80;
export const CAREER_MAX_GOALS = 150;

export const CAREER_MESSAGES = {
  clubRequired: 'Please enter the club.',
  monthFormat: 'Use the form YYYY-MM, for example 2023-07.',
  seasonFormat: 'Use the form 2024-25 or 2025 for the season.',
  toBeforeFrom: 'The end month must not come before the start month.',
  startsAboveAppearances: 'Starts cannot be more than appearances.',
  cleanSheetsAboveAppearances: 'Clean sheets cannot be more than appearances.',
  minutesAboveBound: 'Minutes cannot be more than 120 for each appearance, extra time included.',
  numberOutOfRange: 'Please enter a whole number within the allowed range.',
  seasonOutsideEntry: 'This season lies outside the months you played for the club.',
  seasonTwice: 'This season is already listed for this club.',
  overlap:
    '{club} ({from} to {to}) overlaps {otherClub} ({otherFrom} to {otherTo}): a player is at one club at a time, apart from loans and youth teams.',
  tooManyEntries: 'A record holds at most 30 clubs.',
  tooManySeasons: 'A club holds at most 20 seasons.',
  seasonNotFound: 'This season line does not exist.',
  onlyOwner: 'Only the player or an admin edits this record.',
  saved: 'Your record is saved.',
  verified: 'The season is marked as verified.',
} as const;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const SEASON = /^(\d{4})(?:-(\d{2}))?$/;

/** `'YYYY-MM'` → months since year 0, for comparisons; null when it is not a month. */
export function monthIndex(month: string): number | null {
  const match = MONTH.exec(month);
  if (!match) return null;
  return Number(match[1]) * 12 + Number(match[2]) - 1;
}

/**
 * The months a season label covers: a split season `2024-25` from July to June, a calendar season
 * `2025` from January to December. Null when the label is neither (or `2024-26`).
 */
export function seasonSpan(season: string): { from: number; to: number } | null {
  const match = SEASON.exec(season);
  if (!match) return null;
  const year = Number(match[1]);
  if (match[2] === undefined) return { from: year * 12, to: year * 12 + 11 };
  if (Number(match[2]) !== (year + 1) % 100) return null;
  return { from: year * 12 + 6, to: (year + 1) * 12 + 5 };
}

const month = () => z.string().trim().regex(MONTH, CAREER_MESSAGES.monthFormat);
const count = (max: number) =>
  z
    .number(CAREER_MESSAGES.numberOutOfRange)
    .int(CAREER_MESSAGES.numberOutOfRange)
    .min(0, CAREER_MESSAGES.numberOutOfRange)
    .max(max, CAREER_MESSAGES.numberOutOfRange);

export const ZCareerSeasonInput = lazySchema(() =>
  z
    .object({
      season: z
        .string()
        .trim()
        .refine((value) => seasonSpan(value) !== null, CAREER_MESSAGES.seasonFormat),
      appearances: count(CAREER_MAX_APPEARANCES),
      starts: count(CAREER_MAX_APPEARANCES).optional(),
      minutes: count(CAREER_MAX_APPEARANCES * CAREER_MAX_MINUTES_PER_APPEARANCE).optional(),
      goals: count(CAREER_MAX_GOALS),
      assists: count(CAREER_MAX_GOALS),
      cleanSheets: count(CAREER_MAX_APPEARANCES).optional(),
    })
    .superRefine((line, ctx) => {
      if (line.starts !== undefined && line.starts > line.appearances) {
        ctx.addIssue({ code: 'custom', path: ['starts'], message: CAREER_MESSAGES.startsAboveAppearances });
      }
      if (line.minutes !== undefined && line.minutes > line.appearances * CAREER_MAX_MINUTES_PER_APPEARANCE) {
        ctx.addIssue({ code: 'custom', path: ['minutes'], message: CAREER_MESSAGES.minutesAboveBound });
      }
      if (line.cleanSheets !== undefined && line.cleanSheets > line.appearances) {
        ctx.addIssue({ code: 'custom', path: ['cleanSheets'], message: CAREER_MESSAGES.cleanSheetsAboveAppearances });
      }
    }),
);
export type TCareerSeasonInput = z.input<typeof ZCareerSeasonInput>;

export const ZCareerEntryInput = lazySchema(() =>
  z
    .object({
      // A stored entry's id keeps it (and the coach confirmations of its unchanged lines); without one it is new.
      id: z.number().int().positive().optional(),
      club: z.string().trim().min(1, CAREER_MESSAGES.clubRequired).max(100),
      country: z.string().trim().min(1).max(100),
      level: z
        .string()
        .trim()
        .max(60)
        .optional()
        .transform((value) => value || undefined),
      kind: z.enum(CAREER_KINDS),
      from: month(),
      to: month().optional(),
      seasons: z.array(ZCareerSeasonInput).max(CAREER_MAX_SEASONS_PER_ENTRY, CAREER_MESSAGES.tooManySeasons),
    })
    .superRefine((entry, ctx) => {
      const from = monthIndex(entry.from);
      const to = entry.to === undefined ? null : monthIndex(entry.to);
      if (from !== null && to !== null && to < from) {
        ctx.addIssue({ code: 'custom', path: ['to'], message: CAREER_MESSAGES.toBeforeFrom });
      }
      const seen = new Set<string>();
      entry.seasons.forEach((line, index) => {
        const span = seasonSpan(line.season);
        if (!span) return;
        if (seen.has(line.season)) {
          ctx.addIssue({ code: 'custom', path: ['seasons', index, 'season'], message: CAREER_MESSAGES.seasonTwice });
        }
        seen.add(line.season);
        // A season counts for the club when its months meet the months the player was there.
        if (from !== null && (span.to < from || (to !== null && span.from > to))) {
          ctx.addIssue({
            code: 'custom',
            path: ['seasons', index, 'season'],
            message: CAREER_MESSAGES.seasonOutsideEntry,
          });
        }
      });
    }),
);
export type TCareerEntryInput = z.input<typeof ZCareerEntryInput>;

/**
 * The index of the first entry that overlaps an earlier one of the same kind, or -1. A loan runs
 * beside the contract of the parent club, and a youth team beside a first senior call-up; two
 * senior clubs (or two loans, or two academies) at once cannot. A transfer month is shared by the
 * club left and the club joined, so ranges that only touch at one month do not overlap.
 */
export function overlappingEntry(entries: readonly { kind: TCareerKind; from: string; to?: string | null }[]): number {
  return overlappingPair(entries)?.[1] ?? -1;
}

/** The indexes of the first two entries of the same kind that overlap (earlier, later), or null. */
export function overlappingPair(
  entries: readonly { kind: TCareerKind; from: string; to?: string | null }[],
): [number, number] | null {
  const ranges = entries.map((entry) => ({
    kind: entry.kind,
    from: monthIndex(entry.from) ?? 0,
    to: entry.to ? (monthIndex(entry.to) ?? Number.POSITIVE_INFINITY) : Number.POSITIVE_INFINITY,
  }));
  for (let i = 1; i < ranges.length; i += 1) {
    const later = ranges[i];
    if (!later) continue;
    for (let j = 0; j < i; j += 1) {
      const earlier = ranges[j];
      if (!earlier || earlier.kind !== later.kind) continue;
      if (later.from < earlier.to && earlier.from < later.to) return [j, i];
    }
  }
  return null;
}

/** CAREER_MESSAGES.overlap naming both entries: their clubs and months (an open end is "…"). */
export function careerOverlapMessage(
  entry: { club: string; from: string; to?: string | null },
  other: { club: string; from: string; to?: string | null },
): string {
  return fillSentence(CAREER_MESSAGES.overlap, {
    club: entry.club,
    from: entry.from,
    to: entry.to || '…',
    otherClub: other.club,
    otherFrom: other.from,
    otherTo: other.to || '…',
  });
}

/** PUT /api/player-career/{playerId}: the whole list, which replaces the stored one. */
export const ZCareerUpdateRequest = lazySchema(() =>
  z
    .object({
      entries: z.array(ZCareerEntryInput).max(CAREER_MAX_ENTRIES, CAREER_MESSAGES.tooManyEntries),
    })
    .superRefine((body, ctx) => {
      const pair = overlappingPair(body.entries);
      const earlier = pair && body.entries[pair[0]];
      const later = pair && body.entries[pair[1]];
      if (pair && earlier && later)
        ctx.addIssue({
          code: 'custom',
          path: ['entries', pair[1], 'from'],
          message: careerOverlapMessage(later, earlier),
        });
    }),
);
export type TCareerUpdateRequest = z.input<typeof ZCareerUpdateRequest>;

/** Who confirmed a season line: the coach's own words from the confirmation page. */
export const ZCareerConfirmer = lazySchema(() => z.object({ name: z.string(), role: z.string(), club: z.string() }));

export const ZCareerSeason = lazySchema(() =>
  z.object({
    id: z.number().int(),
    season: z.string(),
    appearances: z.number().int(),
    starts: z.number().int().nullable(),
    minutes: z.number().int().nullable(),
    goals: z.number().int(),
    assists: z.number().int(),
    cleanSheets: z.number().int().nullable(),
    source: z.enum(CAREER_SOURCES),
    confirmedBy: ZCareerConfirmer.nullable(),
  }),
);
export type TCareerSeason = z.infer<typeof ZCareerSeason>;

export const ZCareerEntry = lazySchema(() =>
  z.object({
    id: z.number().int(),
    club: z.string(),
    // Null only for an entry carried over from the wizard's free-text previous club, until the player names it.
    country: z.string().nullable(),
    level: z.string().nullable(),
    kind: z.enum(CAREER_KINDS),
    from: z.string(),
    to: z.string().nullable(),
    seasons: z.array(ZCareerSeason),
  }),
);
export type TCareerEntry = z.infer<typeof ZCareerEntry>;

/**
 * GET /api/player-career/{playerId}: the entries, most recent first. `note` keeps what the
 * wizard's free-text previous club said when it could not be read as a club and a year.
 */
export const ZCareer = lazySchema(() => z.object({ entries: z.array(ZCareerEntry), note: z.string().nullable() }));
export type TCareer = z.infer<typeof ZCareer>;

export const ZCareerPlayerParams = lazySchema(() => z.object({ playerId: z.coerce.number().int().positive() }));
export const ZCareerSeasonParams = lazySchema(() =>
  z.object({ playerId: z.coerce.number().int().positive(), seasonId: z.coerce.number().int().positive() }),
);

/** What the 'Complete your record' card lists as missing, in the order a player fills them. */
export const CAREER_GAPS = ['noEntries', 'noSeasons', 'missingCountry', 'noConfirmedSeason'] as const;
export type TCareerGap = (typeof CAREER_GAPS)[number];

export function careerGaps(career: Pick<TCareer, 'entries'>): TCareerGap[] {
  if (career.entries.length === 0) return ['noEntries', 'noSeasons', 'noConfirmedSeason'];
  const seasons = career.entries.flatMap((entry) => entry.seasons);
  const gaps: TCareerGap[] = [];
  if (seasons.length === 0) gaps.push('noSeasons');
  if (career.entries.some((entry) => entry.country === null)) gaps.push('missingCountry');
  if (!seasons.some((line) => line.source !== 'Self-reported')) gaps.push('noConfirmedSeason');
  return gaps;
}

/** The record in a few numbers, for the player's dashboard: where they are, how much they played, how much is vouched for. */
export type TCareerSummary = {
  clubs: number;
  seasons: number;
  appearances: number;
  goals: number;
  assists: number;
  /** Season lines a coach confirmed or an admin verified. */
  backed: number;
  /** The club of the entry still running (no end), else of the latest one; null for an empty record. */
  currentClub: string | null;
};

export function careerSummary(career: Pick<TCareer, 'entries'>): TCareerSummary {
  const seasons = career.entries.flatMap((entry) => entry.seasons);
  const sum = (pick: (line: TCareerSeason) => number) => seasons.reduce((total, line) => total + pick(line), 0);
  const latest = [...career.entries].sort((a, b) => {
    if ((a.to === null) !== (b.to === null)) return a.to === null ? -1 : 1;
    return b.from.localeCompare(a.from);
  })[0];
  return {
    clubs: new Set(career.entries.map((entry) => entry.club.trim().toLowerCase())).size,
    seasons: seasons.length,
    appearances: sum((line) => line.appearances),
    goals: sum((line) => line.goals),
    assists: sum((line) => line.assists),
    backed: seasons.filter((line) => line.source !== 'Self-reported').length,
    currentClub: latest?.club ?? null,
  };
}

/** How a coach answered a confirmation request; a correction waits for the player's answer. */
export const CONFIRMATION_ANSWERS = ['confirmed', 'declined', 'corrected'] as const;
export type TConfirmationAnswer = (typeof CONFIRMATION_ANSWERS)[number];
export const CORRECTION_DECISIONS = ['accepted', 'rejected'] as const;

/** A coach's link works this long: time to read the mail and look the numbers up. */
export const CONFIRMATION_LINK_DAYS = 30;

export const CONFIRMATION_MESSAGES = {
  requestSent: 'We have mailed the coach a link to confirm these seasons.',
  entryNotFound: 'This career entry does not exist.',
  entryHasNoSeasons: 'Add at least one season to this club before asking a coach to confirm it.',
  coachEmailIsPlayers: 'Please give the coach’s own e-mail address, not yours.',
  askTooSoon: 'A coach was asked a moment ago. Please wait a minute before asking again.',
  linkNotFound: 'This link is not valid. Please use the link from the most recent mail.',
  linkUsed: 'This link has already been used. Thank you.',
  linkExpired: 'This link has expired. The player can send you a new one.',
  confirmed: 'Thank you. The seasons are marked as confirmed by you.',
  declined: 'Thank you. The player is told you did not confirm these seasons.',
  corrected: 'Thank you. The player is told what you changed and decides whether to accept it.',
  correctionNotFound: 'This correction does not exist or has already been answered.',
  correctionAccepted: 'The coach’s numbers replace yours and are marked as confirmed by the coach.',
  correctionRejected: 'Your numbers stay as they were, self-reported.',
  coachNameRequired: 'Please enter the coach’s name.',
  coachRoleRequired: 'Please enter the coach’s role, for example U19 head coach.',
} as const;

/** POST /api/player-career/{playerId}/confirmation-requests */
export const ZConfirmationRequestBody = lazySchema(() =>
  z.object({
    entryId: z.number().int().positive(),
    coachName: z.string().trim().min(1, CONFIRMATION_MESSAGES.coachNameRequired).max(100),
    coachEmail: z.string().trim().toLowerCase().email().max(254),
    coachRole: z.string().trim().min(1, CONFIRMATION_MESSAGES.coachRoleRequired).max(60),
  }),
);
export type TConfirmationRequestBody = z.input<typeof ZConfirmationRequestBody>;

const confirmationToken = () => z.object({ token: z.string().trim().min(1).max(200) });
export const ZConfirmationTokenQuery = lazySchema(confirmationToken);
export const ZConfirmationTokenBody = lazySchema(confirmationToken);

/** POST /api/record-confirmation/correct: the coach's numbers for the entry's seasons. */
export const ZConfirmationCorrection = lazySchema(() =>
  z.object({
    token: z.string().trim().min(1).max(200),
    seasons: z.array(ZCareerSeasonInput).min(1).max(CAREER_MAX_SEASONS_PER_ENTRY),
  }),
);
export type TConfirmationCorrection = z.input<typeof ZConfirmationCorrection>;

export const CONFIRMATION_LINK_STATES = ['valid', 'used', 'expired'] as const;

/** GET /api/record-confirmation?token=…: what the coach's page shows (no account needed). */
export const ZConfirmationLink = lazySchema(() =>
  z.object({
    link: z.enum(CONFIRMATION_LINK_STATES),
    playerName: z.string(),
    coachName: z.string(),
    coachRole: z.string(),
    entry: ZCareerEntry,
  }),
);
export type TConfirmationLink = z.infer<typeof ZConfirmationLink>;

export const ZConfirmationAnswer = lazySchema(() =>
  z.object({ answer: z.enum(CONFIRMATION_ANSWERS), message: z.string() }),
);

/** A coach's correction waiting for the player's answer: the lines as they are and as the coach wrote them. */
export const ZPendingCorrection = lazySchema(() =>
  z.object({
    id: z.number().int(),
    entryId: z.number().int(),
    club: z.string(),
    coachName: z.string(),
    coachRole: z.string(),
    seasons: z.array(ZCareerSeasonInput),
  }),
);
export const ZPendingCorrections = lazySchema(() => z.object({ corrections: z.array(ZPendingCorrection) }));
export type TPendingCorrection = z.infer<typeof ZPendingCorrection>;
export const ZCorrectionParams = lazySchema(() =>
  z.object({ playerId: z.coerce.number().int().positive(), requestId: z.coerce.number().int().positive() }),
);
