import { ADULT_AGE } from '@scouting/contract/constants';
import type { DbOrTx } from '../../../db/client.ts';
import { guardianTokens } from '../../../db/schema/index.ts';
import { newGuardianToken } from '../guardian-token.ts';

/**
 * A parent may withdraw an approval for as long as it matters: until the child turns 18 (by birth
 * year and month, docs/product.md#minors), and at least 90 days.
 */
const MIN_REVOKE_LINK_DAYS = 90;

export function revokeLinkExpiry(playerDob: string, now: Date = new Date()): Date {
  const [year = 0, month = 1] = playerDob.split('-').map(Number);
  const adulthood = new Date(Date.UTC(year + ADULT_AGE, month - 1, 1));
  const minimum = new Date(now.getTime() + MIN_REVOKE_LINK_DAYS * 24 * 60 * 60 * 1000);
  return adulthood > minimum ? adulthood : minimum;
}

/**
 * Creates the parent's revoke link token: 32 random bytes, base64url; only its SHA-256 is stored,
 * so a database leak yields no usable link (decision 008).
 */
export async function createRevokeToken(
  db: DbOrTx,
  input: { playerId: number; underageRequestId: number; parentEmail: string; playerDob: string },
  now: Date = new Date(),
): Promise<string> {
  const { token, tokenHash } = newGuardianToken();
  await db.insert(guardianTokens).values({
    tokenHash,
    purpose: 'revoke',
    playerId: input.playerId,
    underageRequestId: input.underageRequestId,
    parentEmail: input.parentEmail,
    expiresAt: revokeLinkExpiry(input.playerDob, now),
  });
  return token;
}
