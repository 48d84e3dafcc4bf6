import { and, count, eq, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { applications, opportunities } from '../../db/schema/index.ts';
import { notify } from '../notifications/notify.ts';

/** Posts told about per transaction: a day with many deadlines is several short transactions. */
const BATCH = 200;

const today = sql`(now() at time zone 'UTC')::date`;

function shorten(text: string): string {
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}

/**
 * The daily task (decision 030): tells each poster once that their open post's last day to apply
 * has passed, with how many applications it received. Applying is already refused from the day
 * after (apply.ts, effective-status.ts); this is the notice. The claim (deadline_noticed_for set to
 * the deadline) and the notices are one transaction, and a second run finds nothing left: a post
 * is told again only when its poster sets a new deadline that passes in turn.
 */
export async function noticePassedDeadlines(db: Database): Promise<number> {
  let told = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = tx
        .select({ id: opportunities.id })
        .from(opportunities)
        .where(
          and(
            eq(opportunities.status, 'Open'),
            isNotNull(opportunities.applyBy),
            lt(opportunities.applyBy, today),
            or(
              sql`${opportunities.deadlineNoticedFor} is null`,
              sql`${opportunities.deadlineNoticedFor} <> ${opportunities.applyBy}`,
            ),
          ),
        )
        .orderBy(opportunities.applyBy)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const claimed = await tx
        .update(opportunities)
        .set({ deadlineNoticedFor: sql`${opportunities.applyBy}` })
        .where(inArray(opportunities.id, due))
        .returning({ id: opportunities.id, postedBy: opportunities.postedBy, description: opportunities.description });
      if (claimed.length === 0) return 0;
      const counts = await tx
        .select({ opportunityId: applications.opportunityId, value: count() })
        .from(applications)
        .where(
          inArray(
            applications.opportunityId,
            claimed.map((post) => post.id),
          ),
        )
        .groupBy(applications.opportunityId);
      const received = new Map(counts.map((row) => [row.opportunityId, row.value]));
      for (const post of claimed) {
        await notify(
          tx,
          post.postedBy,
          'opportunity_deadline_passed',
          { key: 'deadlinePassed', values: { post: shorten(post.description), count: received.get(post.id) ?? 0 } },
          '/view-posts',
        );
      }
      return claimed.length;
    });
    told += batch;
    if (batch < BATCH) return told;
  }
}
