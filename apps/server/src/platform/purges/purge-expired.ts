import { lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { outboxMails, session, verification } from '../../db/schema/index.ts';

/** Dev-mailbox mails are kept this long: enough to read yesterday's sign-up mail, not a growing archive. */
export const OUTBOX_MAILS_KEPT_DAYS = 7;

const olderThanDays = (column: typeof outboxMails.createdAt, days: number) =>
  lt(column, sql`now() - make_interval(days => ${days})`);

/**
 * The platform's share of the daily purge (decision 030): sessions past their expiry (Better Auth
 * refuses them already), verification and reset tokens past theirs (refused too), and old
 * dev-mailbox mails. Each is one set-based DELETE on an index of its expiry or age.
 */
export async function purgeExpiredPlatformRows(
  db: DbOrTx,
): Promise<{ sessions: number; verifications: number; outboxMails: number }> {
  const sessions = await db.delete(session).where(lt(session.expiresAt, sql`now()`)).returning({ id: session.id });
  const verifications = await db
    .delete(verification)
    .where(lt(verification.expiresAt, sql`now()`))
    .returning({ id: verification.id });
  const mails = await db
    .delete(outboxMails)
    .where(olderThanDays(outboxMails.createdAt, OUTBOX_MAILS_KEPT_DAYS))
    .returning({ id: outboxMails.id });
  return { sessions: sessions.length, verifications: verifications.length, outboxMails: mails.length };
}
