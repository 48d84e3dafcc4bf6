import type { APIRequestContext } from '@playwright/test';

/**
 * Test-only routes (NODE_ENV=test): a parent's consent and an agent's verification are journeys of
 * their own, so the journeys that need them as a starting point set them up here.
 */
export async function giveParentalConsentViaApi(request: APIRequestContext, playerId: number, parentEmail: string) {
  const response = await request.post(`/api/test/parental-consent/${playerId}`, { data: { parentEmail } });
  if (!response.ok()) throw new Error(`parental consent failed: ${response.status()}`);
}

export async function verifyAgentViaApi(request: APIRequestContext, agentId: number) {
  const response = await request.post(`/api/test/verify-agent/${agentId}`);
  if (!response.ok()) throw new Error(`agent verification failed: ${response.status()}`);
}
