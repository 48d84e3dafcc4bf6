import type { TCompareCorner } from '@scouting/contract/compare';
import type { TSpecificPosition } from '@scouting/contract/constants';
import type { DbOrTx } from '../../db/client.ts';

/** One player's averages (1–5) per corner over the author's reports; null for a corner never rated. */
export type PlayerReportAverages = {
  playerId: number;
  primaryPosition: TSpecificPosition;
  reportCount: number;
  corners: Record<TCompareCorner, number | null>;
};

/**
 * The author's own scouting-report averages, in one query: for every player whose primary position
 * is one of `positions` and about whom the author wrote a report. Compare reads both the compared
 * players' averages and the distribution its percentiles need from these rows.
 *
 * The scouting reports are another module's table: app.ts passes their implementation
 * (scout-reports/report-averages.ts) to compareRoutes, so neither module imports the other's
 * routes. noReportAverages, the default, answers that the author wrote none: the percentiles then
 * come from the pool's video ratings (docs/product.md#side-by-side).
 */
export type ReportAverages = (
  db: DbOrTx,
  authorId: number,
  positions: readonly TSpecificPosition[],
) => Promise<PlayerReportAverages[]>;

export const noReportAverages: ReportAverages = async () => [];
