import { sharedKeys } from '../../../api/query-keys.ts';

export const applicationsKeys = {
  all: ['applications'] as const,
  received: () => [...applicationsKeys.all, 'received'] as const,
  starred: (agentId: number) => [...applicationsKeys.all, 'starred', agentId] as const,
  /** Under the opportunities key, which a successful application refreshes. */
  applied: (opportunityId: number) => [...sharedKeys.opportunities, 'applied', opportunityId] as const,
};
