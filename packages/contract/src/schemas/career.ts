import { z } from 'zod';
import {
  CAREER_KINDS,
  CAREER_MAX_APPEARANCES,
  CAREER_MAX_ENTRIES,
  CAREER_MAX_GOALS,
  CAREER_MAX_MINUTES_PER_APPEARANCE,
  CAREER_MAX_SEASONS_PER_ENTRY,
  CAREER_MESSAGES,
  CAREER_SOURCES,
  CONFIRMATION_ANSWERS,
  CONFIRMATION_LINK_STATES,
  CONFIRMATION_MESSAGES,
  careerOverlapMessage,
  MONTH,
  monthIndex,
  overlappingPair,
  seasonSpan,
} from '../career.ts';
import { lazySchema } from '../lazy-schema.ts';

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
