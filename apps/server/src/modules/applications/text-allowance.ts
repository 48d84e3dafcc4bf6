import { APPLICATION_MESSAGES } from '@scouting/contract/application-status';
import { and, count, eq, gt, isNotNull, min } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { applicationStatusHistory } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';

/**
 * How many moves with words (a status message, a trial invitation's summary, an offer's terms) one
 * application takes in a day. A poster answers an application a few times over its life (shortlist,
 * invite, reschedule once, decide); a poster who cycles statuses to send text after text uses the
 * player's page as a chat that no admin reviews, which for a minor is what the approval of contact
 * requests exists to stop. Moves without words are not counted.
 */
export const APPLICATION_TEXTS_PER_DAY = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * 429 with the sentence once the application's history has APPLICATION_TEXTS_PER_DAY entries with
 * words in the last 24 hours. Counted from the history itself (its index on application_id), in the
 * transaction that locked the application, so two tabs cannot both take the last one; Retry-After
 * says when the oldest of them leaves the window.
 */
export async function assertTextAllowance(tx: DbOrTx, applicationId: number, now = new Date()): Promise<void> {
  const since = new Date(now.getTime() - DAY_MS);
  const [row] = await tx
    .select({ texts: count(), oldest: min(applicationStatusHistory.changedAt) })
    .from(applicationStatusHistory)
    .where(
      and(
        eq(applicationStatusHistory.applicationId, applicationId),
        isNotNull(applicationStatusHistory.message),
        gt(applicationStatusHistory.changedAt, since),
      ),
    );
  if (!row || row.texts < APPLICATION_TEXTS_PER_DAY) return;
  const oldest = row.oldest ? new Date(row.oldest).getTime() : now.getTime();
  const retryAfter = Math.max(1, Math.ceil((oldest + DAY_MS - now.getTime()) / 1000));
  throw new AppError('RATE_LIMITED', APPLICATION_MESSAGES.textsLimited, undefined, retryAfter);
}
