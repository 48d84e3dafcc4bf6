/** Business constants: the values docs/product.md names. */
export const ADULT_AGE = 18;
export const NOTIFICATION_POLL_MS = 10_000;
export const INBOX_PREVIEW_COUNT = 3;
export const SNIPPET_LENGTH_DASHBOARD = 35;
export const SNIPPET_LENGTH_MODAL = 40;
export const APPLICATION_TABLE_TRUNCATE = 50;
export const OPPORTUNITY_NUMBER_OFFSET = 100_000;
export const APPLY_HINT_MS = 5_000;
export const VERIFICATION_REDIRECT_MS = 2_000;

export const AGE_RANGES = ['13-16', '17-20', '21-24', '25-30', '31-35', '36-40', '41-50', '50+'] as const;
export const GENERAL_POSITIONS = ['Goal Keepers', 'Defenders', 'Midfielders', 'Forwards/Attackers'] as const;
export const SPECIFIC_POSITIONS = ['GK', 'LB', 'RB', 'CB', 'CDM', 'CM', 'AM', 'LW', 'RW', 'ST'] as const;
/**
 * What each position code means, so a newcomer reads "CDM · Defensive midfielder" wherever a
 * position is shown or chosen (docs/product.md#languages). The codes stay the stored values and the API's.
 */
export const POSITION_NAMES = {
  GK: 'Goalkeeper',
  LB: 'Left back',
  RB: 'Right back',
  CB: 'Centre back',
  CDM: 'Defensive midfielder',
  CM: 'Central midfielder',
  AM: 'Attacking midfielder',
  LW: 'Left winger',
  RW: 'Right winger',
  ST: 'Striker',
} as const satisfies Record<(typeof SPECIFIC_POSITIONS)[number], string>;

/** "CDM · Defensive midfielder"; a code this list does not know is shown as it is. */
export function positionLabel(code: string): string {
  const name = (POSITION_NAMES as Record<string, string>)[code];
  return name ? `${code} · ${name}` : code;
}

/** The positions as choices (a Select's data): the code is the value, the label names it. */
export const POSITION_OPTIONS = SPECIFIC_POSITIONS.map((value) => ({ value, label: positionLabel(value) }));

export const PLAYER_STATUSES = ['Free Agent', 'Represented'] as const;
export const CLUB_TYPES = ['Pro', 'Semi-Pro', 'Amateur'] as const;
export const PREFERRED_FEET = ['Left', 'Right'] as const;
export const OPPORTUNITY_SOURCE_TABS = ['All', 'Agent', 'Scout', 'Club'] as const;

export type TGeneralPosition = (typeof GENERAL_POSITIONS)[number];
export type TSpecificPosition = (typeof SPECIFIC_POSITIONS)[number];
export type TAgeRange = (typeof AGE_RANGES)[number];
export type TPreferredFoot = (typeof PREFERRED_FEET)[number];

/** Which specific positions a general one covers (used by the video pool and opportunity filters). */
export const POSITIONS_BY_GROUP: Record<TGeneralPosition, readonly TSpecificPosition[]> = {
  'Goal Keepers': ['GK'],
  Defenders: ['LB', 'RB', 'CB'],
  Midfielders: ['CDM', 'CM', 'AM'],
  'Forwards/Attackers': ['LW', 'RW', 'ST'],
};
