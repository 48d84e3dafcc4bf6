import type { TSpecificPosition } from './constants.ts';
import { messageIds } from './message-ids.ts';
import type { TRole } from './roles.ts';
import type { TScoutReportTemplate } from './schemas/scout-reports.ts';

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

export type AttributeList = Readonly<Record<string, string>>;

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

export const SCOUT_REPORT_MESSAGES = messageIds('SCOUT_REPORT_MESSAGES', [
  'ratingRange',
  'unknownAttribute',
  'potentialRange',
  'verdictRequired',
  'watchedViaRequired',
  'watchedOnInvalid',
  'minutesInvalid',
  'competitionTooLong',
  'opponentTooLong',
  'strengthsTooLong',
  'weaknessesTooLong',
  'summaryTooLong',
  'feedbackTooLong',
  'tooManyMoments',
  'momentNoteTooLong',
  'momentSecondsInvalid',
  'videoNotThePlayers',
  'reportNotFound',
  'reportDeleted',
  'noReports',
  'noFeedback',
]);

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
