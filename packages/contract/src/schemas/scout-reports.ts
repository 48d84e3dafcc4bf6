import { z } from 'zod';
import { SPECIFIC_POSITIONS } from '../constants.ts';
import { lazySchema } from '../lazy-schema.ts';
import { MAX_ID } from '../paging.ts';
import {
  type AttributeList,
  GOALKEEPER_TECHNICAL_ATTRIBUTES,
  MENTAL_ATTRIBUTES,
  OUTFIELD_TECHNICAL_ATTRIBUTES,
  PHYSICAL_ATTRIBUTES,
  SCOUT_REPORT_CORNERS,
  SCOUT_REPORT_LIMITS,
  SCOUT_REPORT_MESSAGES,
  SCOUT_REPORT_VERDICTS,
  TACTICAL_ATTRIBUTES,
  WATCHED_VIA,
} from '../scout-reports.ts';
import { idCursor, pageOf, pageQuery } from './paging.ts';
import { ZPlayerCard } from './player-card.ts';

const ZId = lazySchema(() => z.coerce.number().int().positive().max(MAX_ID));

const ZRating = lazySchema(() =>
  z
    .number({ error: SCOUT_REPORT_MESSAGES.ratingRange })
    .int(SCOUT_REPORT_MESSAGES.ratingRange)
    .min(1, SCOUT_REPORT_MESSAGES.ratingRange)
    .max(5, SCOUT_REPORT_MESSAGES.ratingRange),
);

/** A corner's ratings: each listed attribute optional (left out: not seen), any other key refused. */
function cornerRatings(attributes: AttributeList) {
  return z
    .strictObject(
      Object.fromEntries(Object.keys(attributes).map((key) => [key, ZRating.optional()])) as Record<
        string,
        z.ZodOptional<typeof ZRating>
      >,
      { error: (issue) => (issue.code === 'unrecognized_keys' ? SCOUT_REPORT_MESSAGES.unknownAttribute : undefined) },
    )
    .default({});
}

/**
 * `ratings`: the technical corner takes either list's keys here; the server holds them to the list
 * of the player's position (a goalkeeper's or an outfield player's).
 */
export const ZScoutRatings = lazySchema(() =>
  z.object({
    technical: cornerRatings({ ...OUTFIELD_TECHNICAL_ATTRIBUTES, ...GOALKEEPER_TECHNICAL_ATTRIBUTES }),
    tactical: cornerRatings(TACTICAL_ATTRIBUTES),
    physical: cornerRatings(PHYSICAL_ATTRIBUTES),
    mental: cornerRatings(MENTAL_ATTRIBUTES),
  }),
);
export type TScoutRatings = z.infer<typeof ZScoutRatings>;

/** Today as YYYY-MM-DD in UTC, plus a day: a report written late in the evening west of Greenwich still counts. */
function latestWatchDay(): string {
  return new Date(Date.now() + 24 * 3600 * 1000).toISOString().slice(0, 10);
}

const optionalTextOf = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || null);

export const ZScoutReportMoment = lazySchema(() =>
  z.object({
    videoId: ZId,
    atSeconds: z
      .number({ error: SCOUT_REPORT_MESSAGES.momentSecondsInvalid })
      .min(0, SCOUT_REPORT_MESSAGES.momentSecondsInvalid)
      .max(SCOUT_REPORT_LIMITS.momentSecondsMax, SCOUT_REPORT_MESSAGES.momentSecondsInvalid),
    note: optionalTextOf(SCOUT_REPORT_LIMITS.momentNoteMax, SCOUT_REPORT_MESSAGES.momentNoteTooLong),
  }),
);
export type TScoutReportMoment = z.infer<typeof ZScoutReportMoment>;

const reportFields = () => ({
  watchedOn: z
    .string({ error: SCOUT_REPORT_MESSAGES.watchedOnInvalid })
    .regex(/^\d{4}-\d{2}-\d{2}$/, SCOUT_REPORT_MESSAGES.watchedOnInvalid)
    .refine((day) => !Number.isNaN(Date.parse(day)) && day <= latestWatchDay(), SCOUT_REPORT_MESSAGES.watchedOnInvalid),
  watchedVia: z.enum(WATCHED_VIA, { error: SCOUT_REPORT_MESSAGES.watchedViaRequired }),
  competition: optionalTextOf(SCOUT_REPORT_LIMITS.competitionMax, SCOUT_REPORT_MESSAGES.competitionTooLong),
  opponent: optionalTextOf(SCOUT_REPORT_LIMITS.opponentMax, SCOUT_REPORT_MESSAGES.opponentTooLong),
  minutesWatched: z
    .number({ error: SCOUT_REPORT_MESSAGES.minutesInvalid })
    .int(SCOUT_REPORT_MESSAGES.minutesInvalid)
    .min(1, SCOUT_REPORT_MESSAGES.minutesInvalid)
    .max(SCOUT_REPORT_LIMITS.minutesMax, SCOUT_REPORT_MESSAGES.minutesInvalid)
    .nullish()
    .transform((value) => value ?? null),
  videoId: ZId.nullish().transform((value) => value ?? null),
  ratings: ZScoutRatings,
  potential: z
    .number({ error: SCOUT_REPORT_MESSAGES.potentialRange })
    .int(SCOUT_REPORT_MESSAGES.potentialRange)
    .min(1, SCOUT_REPORT_MESSAGES.potentialRange)
    .max(5, SCOUT_REPORT_MESSAGES.potentialRange),
  verdict: z.enum(SCOUT_REPORT_VERDICTS, { error: SCOUT_REPORT_MESSAGES.verdictRequired }),
  strengths: optionalTextOf(SCOUT_REPORT_LIMITS.strengthsMax, SCOUT_REPORT_MESSAGES.strengthsTooLong),
  weaknesses: optionalTextOf(SCOUT_REPORT_LIMITS.weaknessesMax, SCOUT_REPORT_MESSAGES.weaknessesTooLong),
  summary: optionalTextOf(SCOUT_REPORT_LIMITS.summaryMax, SCOUT_REPORT_MESSAGES.summaryTooLong),
  feedbackForPlayer: optionalTextOf(SCOUT_REPORT_LIMITS.feedbackMax, SCOUT_REPORT_MESSAGES.feedbackTooLong),
  moments: z
    .array(ZScoutReportMoment)
    .max(SCOUT_REPORT_LIMITS.momentsMax, SCOUT_REPORT_MESSAGES.tooManyMoments)
    .nullish()
    .transform((value) => value ?? []),
});

/** PUT /api/scout-reports/{id}: everything but the player, who stays the report's. */
export const ZScoutReportUpdate = lazySchema(() => z.object(reportFields()));
export type TScoutReportUpdate = z.input<typeof ZScoutReportUpdate>;

/** POST /api/scout-reports. */
export const ZScoutReportRequest = lazySchema(() => z.object({ playerId: ZId, ...reportFields() }));
export type TScoutReportRequest = z.input<typeof ZScoutReportRequest>;
export type TScoutReportInput = z.output<typeof ZScoutReportRequest>;

export const ZScoutReportParams = lazySchema(() => z.object({ id: ZId }));

const ZRatingsOut = lazySchema(() =>
  z.object({
    technical: z.record(z.string(), z.number().int()),
    tactical: z.record(z.string(), z.number().int()),
    physical: z.record(z.string(), z.number().int()),
    mental: z.record(z.string(), z.number().int()),
  }),
);

export const ZScoutReport = lazySchema(() =>
  z.object({
    id: z.number().int(),
    author: z.object({ id: z.number().int(), fullName: z.string(), role: z.string() }),
    player: ZPlayerCard,
    watchedOn: z.string(),
    watchedVia: z.enum(WATCHED_VIA),
    competition: z.string().nullable(),
    opponent: z.string().nullable(),
    minutesWatched: z.number().int().nullable(),
    videoId: z.number().int().nullable(),
    ratings: ZRatingsOut,
    potential: z.number().int(),
    verdict: z.enum(SCOUT_REPORT_VERDICTS),
    strengths: z.string().nullable(),
    weaknesses: z.string().nullable(),
    summary: z.string().nullable(),
    feedbackForPlayer: z.string().nullable(),
    moments: z.array(z.object({ videoId: z.number().int(), atSeconds: z.number(), note: z.string().nullable() })),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type TScoutReport = z.infer<typeof ZScoutReport>;

/** A line of /scout-reports: enough to find the report again. */
export const ZScoutReportSummary = lazySchema(() =>
  ZScoutReport.pick({
    id: true,
    author: true,
    player: true,
    watchedOn: true,
    watchedVia: true,
    potential: true,
    verdict: true,
    createdAt: true,
  }),
);
export type TScoutReportSummary = z.infer<typeof ZScoutReportSummary>;

/** GET /api/scout-reports: newest first by id (ids follow creation). */
export const ZScoutReportListQuery = lazySchema(() =>
  pageQuery(idCursor, 20).extend({
    playerId: ZId.optional(),
    verdict: z.enum(SCOUT_REPORT_VERDICTS, { error: SCOUT_REPORT_MESSAGES.verdictRequired }).optional(),
    position: z.enum(SPECIFIC_POSITIONS).optional(),
  }),
);
export type TScoutReportListQuery = z.input<typeof ZScoutReportListQuery>;

export const ZScoutReportPage = lazySchema(() => pageOf('reports', ZScoutReportSummary));
export type TScoutReportPage = z.infer<typeof ZScoutReportPage>;

/** GET /api/scout-report-template?position=ST. */
export const ZScoutReportTemplateQuery = lazySchema(() =>
  z.object({ position: z.enum(SPECIFIC_POSITIONS).optional() }),
);

export const ZScoutReportTemplate = lazySchema(() =>
  z.object({
    corners: z.array(
      z.object({
        key: z.enum(SCOUT_REPORT_CORNERS),
        label: z.string(),
        attributes: z.array(z.object({ key: z.string(), label: z.string() })),
      }),
    ),
  }),
);
export type TScoutReportTemplate = z.infer<typeof ZScoutReportTemplate>;

/** GET /api/my-feedback: what authors wrote for the player, never their ratings or verdict. */
export const ZPlayerFeedback = lazySchema(() =>
  z.object({
    reportId: z.number().int(),
    authorName: z.string(),
    authorRole: z.string(),
    text: z.string(),
    watchedOn: z.string(),
    createdAt: z.string(),
  }),
);
export type TPlayerFeedback = z.infer<typeof ZPlayerFeedback>;
export const ZMyFeedbackQuery = lazySchema(() => pageQuery(idCursor, 20));
export const ZMyFeedbackPage = lazySchema(() => pageOf('feedback', ZPlayerFeedback));
export type TMyFeedbackPage = z.infer<typeof ZMyFeedbackPage>;

export const ZScoutReportMessage = lazySchema(() => z.object({ message: z.string() }));
