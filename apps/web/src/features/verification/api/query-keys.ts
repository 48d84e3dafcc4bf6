import type { TQueueState } from '@scouting/contract/schemas/admin';

export const verificationKeys = {
  /** Every list of requests: invalidating this refreshes both filters. */
  agentVerifications: () => ['agent-verifications'] as const,
  list: (state: TQueueState) => ['agent-verifications', state] as const,
};
