import { GENERAL_POSITIONS, POSITIONS_BY_GROUP, type TGeneralPosition, type TSpecificPosition } from './constants.ts';
import { messageIds } from './message-ids.ts';

/** Players side by side (docs/product.md#side-by-side): two to four at once. */
export const COMPARE_MIN_PLAYERS = 2;
export const COMPARE_MAX_PLAYERS = 4;
/** A player's pool rating counts towards a percentile from this many ratings on. */
export const COMPARE_MIN_RATINGS = 3;

/**
 * The four corners of a scouting report (technical, tactical, physical, psychological). The
 * scouting reports name their attributes under these keys; compare averages per corner.
 */
export const COMPARE_CORNERS = ['technical', 'tactical', 'physical', 'mental'] as const;
export type TCompareCorner = (typeof COMPARE_CORNERS)[number];

export const COMPARE_MESSAGES = messageIds('COMPARE_MESSAGES', ['playerCount']);

/** The position group of a specific position (the percentiles compare a player within it). */
export function positionGroupOf(position: TSpecificPosition): TGeneralPosition {
  return GENERAL_POSITIONS.find((group) => POSITIONS_BY_GROUP[group].includes(position)) ?? 'Midfielders';
}

/** The percentile of `value` among `values` (which hold it): those below, and half of those equal. */
export function percentileOf(value: number, values: readonly number[]): number {
  if (values.length === 0) return 0;
  const below = values.filter((other) => other < value).length;
  const equal = values.filter((other) => other === value).length;
  return Math.round(((below + equal / 2) / values.length) * 100);
}
