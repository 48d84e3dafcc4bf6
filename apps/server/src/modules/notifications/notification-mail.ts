import { categoryOf } from '@scouting/contract/notification-preferences';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { members, notifications, user } from '../../db/schema/index.ts';
import { memberMailLanguage } from '../../infra/mail/mail-language.ts';
import { mailTexts, textHtmlIn } from '../../infra/mail/mail-texts.ts';
import type { JobHandler } from '../../infra/queue/job-queue.ts';
import { enqueueJob } from '../../infra/queue/job-queue.ts';
import { enqueueMail } from '../../infra/queue/mail-jobs.ts';
import { storedNoticeText } from '../../platform/notices/notice-text.ts';
import { readPreferences } from './preferences.ts';

export const NOTIFICATION_MAIL_JOB = 'notification-mail';
type NotificationMailPayload = { notificationId: number };

/** Queues the mail of a notification the member asked to get by e-mail; written with the notification. */
export async function queueNotificationMail(db: DbOrTx, notificationId: number): Promise<void> {
  await enqueueJob(db, NOTIFICATION_MAIL_JOB, { notificationId } satisfies NotificationMailPayload);
}

/** The member's address, unless they deleted their account or an admin suspended it. */
export async function reachableAddress(db: DbOrTx, memberId: number): Promise<string | null> {
  const [row] = await db
    .select({ email: user.email })
    .from(members)
    .innerJoin(user, eq(user.id, members.authUserId))
    .where(and(eq(members.id, memberId), isNull(members.deletedAt), isNull(members.suspendedAt)));
  return row?.email ?? null;
}

/**
 * Mails the notification's own line, the same words the bell shows (so a minor's mail says nothing
 * their bell does not), with its link. Decided when the job runs: a preference changed back to the
 * bell, a suspended or deleted account, or a notification gone with its account mails nothing.
 * The line and the words around it are in the member's language (docs/product.md#languages), English until they choose.
 */
export function notificationMailHandler(db: Database, appOrigin: string): JobHandler {
  return async (payload) => {
    const { notificationId } = payload as NotificationMailPayload;
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(notifications).where(eq(notifications.id, notificationId));
      if (!row) return;
      const category = categoryOf(row.type);
      if (!category) return;
      const preferences = await readPreferences(tx, row.memberId);
      if (preferences[category] !== 'email') return;
      const to = await reachableAddress(tx, row.memberId);
      if (!to) return;
      const link = row.link ? `${appOrigin}${row.link}` : null;
      const language = (await memberMailLanguage(tx, row.memberId)) ?? 'en';
      const t = mailTexts(language);
      const line = storedNoticeText(row, language);
      const text = `${t.notificationBody(line, link)}\n\n${t.settingsHint(`${appOrigin}/settings`)}`;
      await enqueueMail(tx, { to, subject: line, text, ...textHtmlIn(language, text) }, { about: [row.memberId] });
    });
  };
}
