import { z } from 'zod';
import { SPECIFIC_POSITIONS, type TSpecificPosition } from './constants.ts';
import { lazySchema } from './lazy-schema.ts';
import { idCursor, MAX_ID, pageOf, pageQuery } from './paging.ts';
import type { TRole } from './roles.ts';

/**
 * Scouting reports (decision 053 for what an export holds of them): an agent, scout, club or admin
 * writes down what they saw of a player in the four-corner model (technical, tactical, physical,
 * mental), with the match they watched, the player's potential and a verdict. A report is its
 * author's working note; the player never reads it, only the feedback the author wrote for them.
 */

/** Who writes reports: everyone who scouts (and admins); never a player. */
export const SCOUT_REPORT_AUTHOR_ROLES = ['Agent', 'Scout', 'Club', 'Admin'] as const satisfies readonly TRole[];

export function writesScoutReports(role: TRole | undefined): boolean {
  return (SCOUT_REPORT_AUTHOR_ROLES as readonly string[]).includes(role ?? '');
}

export const SCOUT_REPORT_VERDICTS = ['Sign', 'Monitor', 'Not for us'] as const;
export type TScoutReportVerdict = (typeof SCOUT_REPORT_VERDICTS)[number];

export const WATCHED_VIA = ['Live', 'Video'] as const;
export type TWatchedVia = (typeof WATCHED_VIA)[number];

export const SCOUT_REPORT_CORNERS = ['technical', 'tactical', 'physical', 'mental'] as const;
export type TScoutReportCorner = (typeof SCOUT_REPORT_CORNERS)[number];

/** The corners' names as a scout reads them. */
export const CORNER_LABELS = {
  technical: 'Technical',
  tactical: 'Tactical',
  physical: 'Physical',
  mental: 'Mental',
} as const satisfies Record<TScoutReportCorner, string>;

/** The technical qualities of an outfield player. */
export const OUTFIELD_TECHNICAL_ATTRIBUTES = {
  firstTouch: 'First touch',
  passing: 'Passing',
  dribbling: 'Dribbling',
  finishing: 'Finishing',
  crossing: 'Crossing',
  heading: 'Heading',
  tackling: 'Tackling',
} as const;

/** A goalkeeper's technical qualities are their own. */
export const GOALKEEPER_TECHNICAL_ATTRIBUTES = {
  shotStopping: 'Shot stopping',
  handling: 'Handling',
  oneOnOnes: 'One against one',
  commandOfArea: 'Command of the area',
  distribution: 'Distribution',
  playingWithFeet: 'Playing with the feet',
} as const;

export const TACTICAL_ATTRIBUTES = {
  positioning: 'Positioning',
  decisionMaking: 'Decision making',
  movementOffBall: 'Movement off the ball',
  defensiveWork: 'Pressing and defensive work',
  readingTheGame: 'Reading the game',
} as const;

export const PHYSICAL_ATTRIBUTES = {
  pace: 'Pace',
  acceleration: 'Acceleration',
  strength: 'Strength',
  stamina: 'Stamina',
  agility: 'Agility and balance',
} as const;

export const MENTAL_ATTRIBUTES = {
  composure: 'Composure',
  workRate: 'Work rate',
  concentration: 'Concentration',
  leadership: 'Leadership',
  attitude: 'Attitude and coachability',
} as const;

type AttributeList = Readonly<Record<string, string>>;

/** Every attribute key with its label, across both technical lists (the web's labels read from here). */
export const SCOUT_ATTRIBUTE_LABELS: Readonly<Record<string, string>> = {
  ...OUTFIELD_TECHNICAL_ATTRIBUTES,
  ...GOALKEEPER_TECHNICAL_ATTRIBUTES,
  ...TACTICAL_ATTRIBUTES,
  ...PHYSICAL_ATTRIBUTES,
  ...MENTAL_ATTRIBUTES,
};

export const isGoalkeeper = (position: string | null | undefined): boolean => position === 'GK';

/** The attribute lists of each corner for a player of this position (goalkeepers: their own technical list). */
export function cornerAttributes(
  position: TSpecificPosition | string | null | undefined,
): Record<TScoutReportCorner, AttributeList> {
  return {
    technical: isGoalkeeper(position) ? GOALKEEPER_TECHNICAL_ATTRIBUTES : OUTFIELD_TECHNICAL_ATTRIBUTES,
    tactical: TACTICAL_ATTRIBUTES,
    physical: PHYSICAL_ATTRIBUTES,
    mental: MENTAL_ATTRIBUTES,
  };
}

export const SCOUT_REPORT_LIMITS = {
  competitionMax: 100,
  opponentMax: 100,
  minutesMax: 150,
  strengthsMax: 2000,
  weaknessesMax: 2000,
  summaryMax: 4000,
  feedbackMax: 2000,
  momentsMax: 20,
  momentNoteMax: 200,
  /** A moment is within a video; no clip on the network runs a day. */
  momentSecondsMax: 86_400,
} as const;

export const SCOUT_REPORT_MESSAGES = {
  ratingRange: 'Rate each attribute from 1 to 5, or leave it out when you did not see it.',
  unknownAttribute: 'This is not an attribute of this corner. Use the attributes of the report template.',
  potentialRange: 'Rate the potential from 1 to 5.',
  verdictRequired: 'Choose a verdict: Sign, Monitor or Not for us.',
  watchedViaRequired: 'Say whether you watched live or on video.',
  watchedOnInvalid: 'Give the day you watched the player as YYYY-MM-DD, not in the future.',
  minutesInvalid: `Minutes watched are a whole number from 1 to ${SCOUT_REPORT_LIMITS.minutesMax}.`,
  competitionTooLong: `A competition can be at most ${SCOUT_REPORT_LIMITS.competitionMax} characters.`,
  opponentTooLong: `An opponent can be at most ${SCOUT_REPORT_LIMITS.opponentMax} characters.`,
  strengthsTooLong: `Strengths can be at most ${SCOUT_REPORT_LIMITS.strengthsMax} characters.`,
  weaknessesTooLong: `Weaknesses can be at most ${SCOUT_REPORT_LIMITS.weaknessesMax} characters.`,
  summaryTooLong: `A summary can be at most ${SCOUT_REPORT_LIMITS.summaryMax} characters.`,
  feedbackTooLong: `Feedback for the player can be at most ${SCOUT_REPORT_LIMITS.feedbackMax} characters.`,
  tooManyMoments: `A report can point to at most ${SCOUT_REPORT_LIMITS.momentsMax} moments.`,
  momentNoteTooLong: `A moment's note can be at most ${SCOUT_REPORT_LIMITS.momentNoteMax} characters.`,
  momentSecondsInvalid: 'A moment is a number of seconds from the start of the video, 0 or more.',
  videoNotThePlayers: "This video is not one of the player's videos.",
  reportNotFound: 'This report does not exist.',
  reportDeleted: 'The report was deleted.',
  playersDoNotWrite: 'Players do not write scouting reports.',
  noReports: 'No reports yet. Open a player’s profile and choose Write a report.',
  noFeedback:
    'No feedback yet. When a scout, agent or club writes something for you after watching you, it appears here.',
} as const;

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

/** What a report shows of its player: the facts for the page's head, never contact details. */
export const ZScoutReportPlayer = lazySchema(() =>
  z.object({
    id: z.number().int(),
    fullName: z.string(),
    age: z.number().int().nullable(),
    country: z.string().nullable(),
    primaryPosition: z.enum(SPECIFIC_POSITIONS),
    currentClub: z.string(),
    profileImageUrl: z.string().nullable(),
  }),
);
export type TScoutReportPlayer = z.infer<typeof ZScoutReportPlayer>;

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
    player: ZScoutReportPlayer,
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
  z.object({
    id: z.number().int(),
    author: z.object({ id: z.number().int(), fullName: z.string(), role: z.string() }),
    player: ZScoutReportPlayer,
    watchedOn: z.string(),
    watchedVia: z.enum(WATCHED_VIA),
    potential: z.number().int(),
    verdict: z.enum(SCOUT_REPORT_VERDICTS),
    createdAt: z.string(),
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

/** The template of a position: the corners in order, each with its attributes named for a scout. */
export function scoutReportTemplate(position: string | null | undefined): TScoutReportTemplate {
  const lists = cornerAttributes(position);
  return {
    corners: SCOUT_REPORT_CORNERS.map((key) => ({
      key,
      label: CORNER_LABELS[key],
      attributes: Object.entries(lists[key]).map(([attribute, label]) => ({ key: attribute, label })),
    })),
  };
}

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
