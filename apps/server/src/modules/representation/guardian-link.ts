import { REPRESENTATION_GUARDIAN_LINK_DAYS } from '@scouting/contract';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { guardianTokens } from '../../db/schema/index.ts';
import { hashToken, newGuardianToken } from '../guardian-links/guardian-token.ts';

/**
 * Issues the link a minor's parent confirms the agreement with (issue 28 §4), retiring earlier
 * unused links of the same offer so only the newest mail works. Single-use and expiring, as
 * consent links are; only its SHA-256 is stored.
 */
export async function issueRepresentationLink(
  tx: DbOrTx,
  input: { offerId: number; playerId: number; parentEmail: string },
  now = new Date(),
): Promise<string> {
  await tx
    .update(guardianTokens)
    .set({ expiresAt: now })
    .where(
      and(
        eq(guardianTokens.representationOfferId, input.offerId),
        eq(guardianTokens.purpose, 'representation'),
        isNull(guardianTokens.usedAt),
        gt(guardianTokens.expiresAt, now),
      ),
    );
  const { token, tokenHash } = newGuardianToken();
  await tx.insert(guardianTokens).values({
    tokenHash,
    purpose: 'representation',
    playerId: input.playerId,
    representationOfferId: input.offerId,
    parentEmail: input.parentEmail,
    expiresAt: new Date(now.getTime() + REPRESENTATION_GUARDIAN_LINK_DAYS * 24 * 60 * 60 * 1000),
    createdAt: now,
  });
  return token;
}

/** The representation link behind a token, or undefined for a link we never sent. */
export async function findRepresentationLink(db: DbOrTx, token: string) {
  const [row] = await db
    .select()
    .from(guardianTokens)
    .where(and(eq(guardianTokens.tokenHash, hashToken(token)), eq(guardianTokens.purpose, 'representation')))
    .limit(1);
  return row;
}

/** When the newest link for an offer was mailed (the resend cooldown). */
export async function lastRepresentationLinkAt(db: DbOrTx, offerId: number): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: guardianTokens.createdAt })
    .from(guardianTokens)
    .where(and(eq(guardianTokens.representationOfferId, offerId), eq(guardianTokens.purpose, 'representation')))
    .orderBy(desc(guardianTokens.id))
    .limit(1);
  return row?.createdAt ?? null;
}
