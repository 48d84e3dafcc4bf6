import type { TQueueState } from '@scouting/contract/admin';

export const underageKeys = {
  all: ['underage-requests'] as const,
  requests: (state: TQueueState) => ['underage-requests', state] as const,
};
