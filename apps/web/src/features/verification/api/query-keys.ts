export const verificationKeys = {
  agentVerifications: () => ['agent-verifications'] as const,
};
