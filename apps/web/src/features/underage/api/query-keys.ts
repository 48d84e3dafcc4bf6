import type { TQueueState } from '@scouting/contract/schemas/admin';

export const underageKeys = {
  all: ['underage-requests'] as const,
  requests: (state: TQueueState) => ['underage-requests', state] as const,
};
