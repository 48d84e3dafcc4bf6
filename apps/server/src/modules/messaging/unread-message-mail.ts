import { and, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { loadMember } from '../../auth/caller.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { conversationReads, conversations, jobs, members, messages } from '../../db/schema/index.ts';
import { memberMailLanguage } from '../../infra/mail/mail-language.ts';
import { mailTexts, textHtmlIn } from '../../infra/mail/mail-texts.ts';
import { enqueueJob, type JobHandler } from '../../infra/queue/job-queue.ts';
import { enqueueMail } from '../../infra/queue/mail-jobs.ts';
import { reachableAddress } from '../notifications/notification-mail.ts';
import { readPreferences } from '../notifications/preferences.ts';
import { writeBlockReason } from './write-permission.ts';

export const UNREAD_MESSAGE_MAIL_JOB = 'unread-message-mail';
type UnreadMessageMailPayload = { recipientId: number; conversationId: number };

/**
 * Called in the transaction that writes a message (decision 031): unless a mail about this
 * conversation is already waiting for the recipient, one is scheduled `delaySeconds` later, so the
 * messages of those minutes make one mail. Only for a member who chose message mails.
 */
export async function scheduleUnreadMessageMail(
  tx: DbOrTx,
  recipientId: number,
  conversationId: number,
  delaySeconds: number,
): Promise<void> {
  const preferences = await readPreferences(tx, recipientId);
  if (preferences.messages !== 'email') return;
  const payload: UnreadMessageMailPayload = { recipientId, conversationId };
  // Served by jobs_due_idx: the waiting jobs are few; the payload narrows them to this pair.
  const [pending] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.state, 'waiting'),
        eq(jobs.kind, UNREAD_MESSAGE_MAIL_JOB),
        sql`${jobs.payload} @> ${JSON.stringify(payload)}::jsonb`,
      ),
    )
    .limit(1);
  if (pending) return;
  await enqueueJob(tx, UNREAD_MESSAGE_MAIL_JOB, payload, { runAt: new Date(Date.now() + delaySeconds * 1000) });
}

/**
 * Remembers that the member has opened the conversation (the unread-message mail is about what
 * they have not seen). Written only when a message arrived since they last opened it, so the
 * conversation's poll does not write on every tick.
 */
export async function markConversationRead(db: DbOrTx, memberId: number, conversationId: number): Promise<void> {
  const lastMessageAt = sql`(select ${conversations.lastMessageAt} from ${conversations} where ${conversations.id} = ${conversationId})`;
  await db
    .insert(conversationReads)
    .values({ conversationId, memberId, readAt: sql`now()` })
    .onConflictDoUpdate({
      target: [conversationReads.conversationId, conversationReads.memberId],
      set: { readAt: sql`now()` },
      setWhere: sql`${conversationReads.readAt} is null or ${conversationReads.readAt} < ${lastMessageAt}`,
    });
}

/**
 * Mails the recipient about the conversation's messages they have neither read nor been mailed
 * about: naming the sender and linking to the conversation, never quoting a message. Nothing when
 * they read them meanwhile, turned message mails off, or cannot be reached. Safeguarding: a hidden
 * message is not counted, and nothing is sent about a sender who may no longer write to the
 * recipient (a parent revoked an agent's approval to contact a minor, the sender was suspended or
 * deleted), so a minor is never drawn back to a contact that was stopped.
 */
export function unreadMessageMailHandler(db: Database, appOrigin: string): JobHandler {
  return async (payload) => {
    const { recipientId, conversationId } = payload as UnreadMessageMailPayload;
    await db.transaction(async (tx) => {
      const preferences = await readPreferences(tx, recipientId);
      if (preferences.messages !== 'email') return;
      const [conversation] = await tx.select().from(conversations).where(eq(conversations.id, conversationId));
      if (!conversation) return;
      const senderId =
        conversation.participant1Id === recipientId ? conversation.participant2Id : conversation.participant1Id;
      const [read] = await tx
        .select()
        .from(conversationReads)
        .where(and(eq(conversationReads.conversationId, conversationId), eq(conversationReads.memberId, recipientId)));
      const seenUpTo = [read?.readAt, read?.unreadMailAt].reduce<Date>(
        (latest, at) => (at && at > latest ? at : latest),
        new Date(0),
      );
      const [unread] = await tx
        .select({ value: count() })
        .from(messages)
        .where(
          and(
            eq(messages.conversationId, conversationId),
            ne(messages.senderId, recipientId),
            isNull(messages.hiddenAt),
            gt(messages.createdAt, seenUpTo),
          ),
        );
      const unreadCount = unread?.value ?? 0;
      if (unreadCount === 0) return;
      const sender = await loadMember(tx, senderId);
      if (!sender || sender.suspended) return;
      if ((await writeBlockReason(tx, sender, recipientId)) !== null) return;
      const to = await reachableAddress(tx, recipientId);
      if (!to) return;
      const [recipient] = await tx.select({ role: members.role }).from(members).where(eq(members.id, recipientId));
      if (!recipient) return;
      const link = `${appOrigin}/${recipient.role.toLowerCase()}-dashboard?conversation=${conversationId}`;
      await tx
        .insert(conversationReads)
        .values({ conversationId, memberId: recipientId, unreadMailAt: sql`now()` })
        .onConflictDoUpdate({
          target: [conversationReads.conversationId, conversationReads.memberId],
          set: { unreadMailAt: sql`now()` },
        });
      // In the recipient's language (docs/product.md#languages), English until they choose one.
      const language = (await memberMailLanguage(tx, recipientId)) ?? 'en';
      const t = mailTexts(language);
      const text = `${t.unreadBody(sender.fullName, unreadCount, link)}\n\n${t.settingsHint(`${appOrigin}/settings`)}`;
      await enqueueMail(
        tx,
        { to, subject: t.unreadSubject(sender.fullName), text, ...textHtmlIn(language, text) },
        { about: [recipientId, senderId] },
      );
    });
  };
}
