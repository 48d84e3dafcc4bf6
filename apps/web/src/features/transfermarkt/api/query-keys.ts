import type { TQueueState } from '@scouting/contract/schemas/admin';

export const transfermarktKeys = {
  /** Every list of applications: invalidating this refreshes both filters. */
  applications: () => ['transfermarkt-applications'] as const,
  list: (state: TQueueState) => ['transfermarkt-applications', state] as const,
};
