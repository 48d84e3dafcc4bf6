import type { TConsentLinkState } from '@scouting/contract';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { guardianTokens } from '../../../db/schema/index.ts';
import { hashToken, newGuardianToken } from '../guardian-token.ts';

/** A consent link stays usable for a week: long enough for a parent to read their mail, short enough to go stale. */
export const CONSENT_LINK_DAYS = 7;

/** One mail per minute at most, whoever asks for it: a mailbox must not be flooded through us. */
export const RESEND_COOLDOWN_MS = 60_000;

/**
 * Issues a new consent link for a player's parent and retires the earlier unused ones (their
 * expiry is moved to now), so only the newest mail's link works. Call inside the transaction
 * that stores the parent e-mail.
 */
export async function issueConsentToken(
  tx: DbOrTx,
  playerId: number,
  parentEmail: string,
  now = new Date(),
): Promise<string> {
  await tx
    .update(guardianTokens)
    .set({ expiresAt: now })
    .where(
      and(
        eq(guardianTokens.playerId, playerId),
        eq(guardianTokens.purpose, 'consent'),
        isNull(guardianTokens.usedAt),
        gt(guardianTokens.expiresAt, now),
      ),
    );
  const { token, tokenHash } = newGuardianToken();
  await tx.insert(guardianTokens).values({
    tokenHash,
    purpose: 'consent',
    playerId,
    parentEmail,
    expiresAt: new Date(now.getTime() + CONSENT_LINK_DAYS * 24 * 60 * 60 * 1000),
    createdAt: now,
  });
  return token;
}

/** The consent token behind a link, or undefined for a link we never sent. */
export async function findConsentToken(db: DbOrTx, token: string) {
  const [row] = await db
    .select()
    .from(guardianTokens)
    .where(and(eq(guardianTokens.tokenHash, hashToken(token)), eq(guardianTokens.purpose, 'consent')))
    .limit(1);
  return row;
}

export function consentLinkState(row: { usedAt: Date | null; expiresAt: Date }, now = new Date()): TConsentLinkState {
  if (row.usedAt) return 'used';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'valid';
}

/** When the newest consent link of a player was issued (for the resend cooldown). */
export async function lastConsentLinkAt(db: DbOrTx, playerId: number): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: guardianTokens.createdAt })
    .from(guardianTokens)
    .where(and(eq(guardianTokens.playerId, playerId), eq(guardianTokens.purpose, 'consent')))
    .orderBy(desc(guardianTokens.id))
    .limit(1);
  return row?.createdAt ?? null;
}
