import type { TQueueState } from '@scouting/contract/schemas/admin';

export const reportsKeys = {
  all: ['reports'] as const,
  list: (state: TQueueState) => [...reportsKeys.all, state] as const,
};
