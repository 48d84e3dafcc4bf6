import type { TApplicationStatus } from '@scouting/contract/application-status';

/** The calling player's own applications (docs/product.md#applications); a live notification about them refreshes every filter. */
export const myApplicationsKeys = {
  all: ['my-applications'] as const,
  list: (status: TApplicationStatus | null) => [...myApplicationsKeys.all, 'list', status ?? 'All'] as const,
};
