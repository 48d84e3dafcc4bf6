import type { TQueueState } from '@scouting/contract/schemas/admin';

export const clubVerificationKeys = {
  all: () => ['club-verifications'] as const,
  list: (state: TQueueState) => ['club-verifications', state] as const,
  mine: () => ['club-verifications', 'mine'] as const,
};
