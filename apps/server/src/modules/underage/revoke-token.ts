import { createHash, randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../db/client.ts';
import { guardianTokens } from '../../db/schema/index.ts';

/** A parent may withdraw an approval for as long as it matters; 90 days, then the platform helps. */
const REVOKE_LINK_DAYS = 90;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Creates the parent's revoke link token: 32 random bytes, base64url; only its SHA-256 is stored,
 * so a database leak yields no usable link (decision 008).
 */
export async function createRevokeToken(
  db: DbOrTx,
  input: { playerId: number; underageRequestId: number; parentEmail: string },
  now: Date = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(guardianTokens).values({
    tokenHash: hashToken(token),
    purpose: 'revoke',
    playerId: input.playerId,
    underageRequestId: input.underageRequestId,
    parentEmail: input.parentEmail,
    expiresAt: new Date(now.getTime() + REVOKE_LINK_DAYS * 24 * 60 * 60 * 1000),
  });
  return token;
}
