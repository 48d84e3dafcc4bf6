import { sharedKeys } from '../../../api/query-keys.ts';

export type ApplicationFilters = { status?: string | null; opportunityId?: number | null };

export const applicationsKeys = {
  all: ['applications'] as const,
  /** Every list of applications (and the posts with their counts): opening one application refreshes them, not itself. */
  lists: () => [...applicationsKeys.all, 'list'] as const,
  received: (filters: ApplicationFilters = {}) =>
    [...applicationsKeys.lists(), 'received', filters.status ?? null, filters.opportunityId ?? null] as const,
  /** The poster's posts with their application counts (the By Opportunity view). */
  posts: () => [...applicationsKeys.lists(), 'posts'] as const,
  starred: (agentId: number) => [...applicationsKeys.lists(), 'starred', agentId] as const,
  detail: (applicationId: number) => [...applicationsKeys.all, 'detail', applicationId] as const,
  /** The applicant's own shown videos, which the apply form offers to put first. */
  ownVideos: (playerId: number) => [...applicationsKeys.all, 'own-videos', playerId] as const,
  /** Under the opportunities key, which a successful application refreshes. */
  applied: (opportunityId: number) => [...sharedKeys.opportunities, 'applied', opportunityId] as const,
};
