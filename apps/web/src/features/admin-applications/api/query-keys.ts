import type { TApplicationStatus } from '@scouting/contract/application-status';

export const adminApplicationsKeys = {
  all: ['admin-applications'] as const,
  toAgents: (status: TApplicationStatus | null) =>
    [...adminApplicationsKeys.all, 'to-agents', status ?? 'All'] as const,
};
