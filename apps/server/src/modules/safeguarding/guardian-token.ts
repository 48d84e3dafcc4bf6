import { createHash, randomBytes } from 'node:crypto';
import type { GUARDIAN_TOKEN_PURPOSES } from '@scouting/contract/parental-consent';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { guardianTokens } from '../../db/schema/index.ts';

/**
 * The tokens in links mailed to a minor's parent (consent, revoke, representation). Only the SHA-256 is stored
 * (guardian_tokens.token_hash), so a leaked table yields no usable link; the token itself is 32
 * random bytes, base64url, and exists only in the mail.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newGuardianToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

/** Whose links a new one replaces: one purpose for one child, and for one offer when it is about one. */
export type GuardianLinkScope = {
  purpose: (typeof GUARDIAN_TOKEN_PURPOSES)[number];
  playerId: number;
  representationOfferId?: number;
};

function inScope(scope: GuardianLinkScope) {
  return and(
    eq(guardianTokens.purpose, scope.purpose),
    eq(guardianTokens.playerId, scope.playerId),
    scope.representationOfferId === undefined
      ? undefined
      : eq(guardianTokens.representationOfferId, scope.representationOfferId),
  );
}

/**
 * Issues a link for the scope and retires its earlier unused ones (their expiry moves to now), so
 * only the newest mail's link works. Call inside the transaction that asks the parent.
 */
export async function issueGuardianLink(
  tx: DbOrTx,
  scope: GuardianLinkScope,
  parentEmail: string,
  days: number,
  now = new Date(),
): Promise<string> {
  await tx
    .update(guardianTokens)
    .set({ expiresAt: now })
    .where(and(inScope(scope), isNull(guardianTokens.usedAt), gt(guardianTokens.expiresAt, now)));
  const { token, tokenHash } = newGuardianToken();
  await tx.insert(guardianTokens).values({
    tokenHash,
    purpose: scope.purpose,
    playerId: scope.playerId,
    representationOfferId: scope.representationOfferId ?? null,
    parentEmail,
    expiresAt: new Date(now.getTime() + days * 24 * 60 * 60 * 1000),
    createdAt: now,
  });
  return token;
}

/** The link of this purpose behind a token, or undefined for a link we never sent. */
export async function findGuardianLink(db: DbOrTx, token: string, purpose: GuardianLinkScope['purpose']) {
  const [row] = await db
    .select()
    .from(guardianTokens)
    .where(and(eq(guardianTokens.tokenHash, hashToken(token)), eq(guardianTokens.purpose, purpose)))
    .limit(1);
  return row;
}

/**
 * Spends a link of this purpose: one conditional UPDATE, so two clicks (or a mail scanner racing the
 * parent) cannot both use it. Undefined for a link that cannot be spent (unknown, used or expired).
 */
export async function spendGuardianLink(tx: DbOrTx, token: string, purpose: GuardianLinkScope['purpose'], now: Date) {
  const [spent] = await tx
    .update(guardianTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(guardianTokens.tokenHash, hashToken(token)),
        eq(guardianTokens.purpose, purpose),
        isNull(guardianTokens.usedAt),
        gt(guardianTokens.expiresAt, now),
      ),
    )
    .returning();
  return spent;
}

/** When the scope's newest link was issued (the resend cooldowns). */
export async function lastGuardianLinkAt(db: DbOrTx, scope: GuardianLinkScope): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: guardianTokens.createdAt })
    .from(guardianTokens)
    .where(inScope(scope))
    .orderBy(desc(guardianTokens.id))
    .limit(1);
  return row?.createdAt ?? null;
}

/**
 * Links that expired this many days ago are deleted by the daily purge (decision 030). Until then a
 * parent opening an old link still reads that it expired (and may ask for a fresh one), not that
 * it is unknown.
 */
export const EXPIRED_GUARDIAN_LINKS_KEPT_DAYS = 30;

/** The daily purge's share of guardian links: one DELETE on the expiry index. */
export async function purgeExpiredGuardianLinks(db: DbOrTx, days = EXPIRED_GUARDIAN_LINKS_KEPT_DAYS): Promise<number> {
  const gone = await db
    .delete(guardianTokens)
    .where(lt(guardianTokens.expiresAt, sql`now() - make_interval(days => ${days})`))
    .returning({ id: guardianTokens.id });
  return gone.length;
}
