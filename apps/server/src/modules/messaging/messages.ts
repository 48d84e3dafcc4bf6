import { ACCOUNT_DATA_MESSAGES } from '@scouting/contract/account-data';
import { MESSAGES } from '@scouting/contract/messages';
import type { TChatMessage, TMessageList } from '@scouting/contract/schemas/messaging';
import { idCursor } from '@scouting/contract/schemas/paging';
import { englishOf } from '@scouting/contract/sentences';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Member } from '../../auth/caller.ts';
import type { Database } from '../../db/client.ts';
import { keyset } from '../../db/paging.ts';
import { conversations, members, messages } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { announceMessage } from '../../platform/live-updates/announce.ts';
import { notify } from '../notifications/notify.ts';
import { conversationsChanged } from './conversation-version.ts';
import { conversationOf } from './conversations.ts';
import { markConversationRead, scheduleUnreadMessageMail } from './unread-message-mail.ts';
import { writeBlockReason } from './write-permission.ts';

/** Enough of the last message for every list snippet (35 and 40 characters). */
const LAST_MESSAGE_PREVIEW = 200;

function toMessage(row: typeof messages.$inferSelect): TChatMessage {
  return {
    id: row.id,
    conversation_id: row.conversationId,
    sender_id: row.senderId,
    // Hidden by an admin after a report: the row stays, the words do not (docs/product.md#reports-and-suspension).
    message: row.hiddenAt ? MESSAGES.messageRemovedByAdmin : row.message,
    removed: row.hiddenAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

const newestFirst = keyset(idCursor, [{ column: messages.id, order: 'desc' }]);

/**
 * One page of a conversation, oldest first within the page. Without a cursor: the newest page;
 * `cursor`: older messages; `after`: the ones that arrived since (the poll, not paging). All served
 * by the (conversation_id, id desc) index.
 */
export async function listMessages(
  db: Database,
  member: Member,
  conversationId: number,
  page: { limit: number; cursor?: [number] | undefined; after?: number | undefined },
): Promise<TMessageList> {
  const conversation = await conversationOf(db, member, conversationId);
  const blocked = await writeBlockReason(db, member, conversation.partnerId);
  // The thread says why in English, as it always has; the page translates it (decision 073).
  const readOnlyReason = blocked === null ? null : englishOf(blocked);
  const permission = { canSend: readOnlyReason === null, readOnlyReason };
  const inConversation = eq(messages.conversationId, conversationId);
  if (page.after !== undefined) {
    const rows = await db
      .select()
      .from(messages)
      .where(and(inConversation, gt(messages.id, page.after)))
      .orderBy(asc(messages.id))
      .limit(page.limit + 1);
    // The open conversation's poll: read only once something new has reached the page.
    if (rows.length > 0) await markConversationRead(db, member.id, conversationId);
    return {
      messages: rows.slice(0, page.limit).map(toMessage),
      hasOlder: page.after > 0,
      nextCursor: null,
      hasNewer: rows.length > page.limit,
      ...permission,
    };
  }
  const rows = await db
    .select()
    .from(messages)
    .where(and(inConversation, newestFirst.after(page.cursor)))
    .orderBy(...newestFirst.orderBy)
    .limit(newestFirst.fetch(page.limit));
  const { rows: pageRows, nextCursor } = newestFirst.page(rows, page.limit, (row) => [row.id]);
  // The newest page is what opening the conversation shows: its messages are read now.
  if (page.cursor === undefined) await markConversationRead(db, member.id, conversationId);
  return {
    messages: pageRows.reverse().map(toMessage),
    hasOlder: nextCursor !== null,
    nextCursor,
    hasNewer: page.cursor !== undefined,
    ...permission,
  };
}

/**
 * Sends a message as the caller: the message, the conversation's last activity and the
 * recipient's notification are written together.
 */
export async function sendMessage(
  db: Database,
  sender: Member,
  input: { conversationId: number; senderId: number; message: string },
  // The app passes its configured delay; scripts (demo, bench) keep the default.
  options: { unreadMailDelaySeconds: number } = { unreadMailDelaySeconds: 900 },
): Promise<TChatMessage> {
  // Nobody sends as someone else, admins included (issue: senderId must be the session's member).
  if (input.senderId !== sender.id) throw new AppError('FORBIDDEN', MESSAGES.senderMustBeYou);
  const conversation = await conversationOf(db, sender, input.conversationId);
  // Checked on every send, not only when the conversation starts: a parent may revoke in between.
  const blocked = await writeBlockReason(db, sender, conversation.partnerId);
  if (blocked === ACCOUNT_DATA_MESSAGES.partnerDeleted) throw new AppError('FORBIDDEN', blocked);
  if (blocked) throw new AppError('UNDERAGE_APPROVAL_REQUIRED', blocked);
  const [recipient] = await db
    .select({ role: members.role })
    .from(members)
    .where(eq(members.id, conversation.partnerId));
  const sent = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(messages)
      .values({ conversationId: conversation.id, senderId: sender.id, message: input.message })
      .returning();
    if (!created) throw new Error('message insert returned no row');
    await tx
      .update(conversations)
      .set({
        lastMessage: Array.from(input.message).slice(0, LAST_MESSAGE_PREVIEW).join(''),
        lastMessageRemoved: false,
        lastMessageAt: created.createdAt,
      })
      .where(eq(conversations.id, conversation.id));
    conversationsChanged(sender.id, conversation.partnerId);
    const dashboard = recipient ? `/${recipient.role.toLowerCase()}-dashboard` : null;
    await notify(
      tx,
      conversation.partnerId,
      'message_received',
      { key: 'messageReceived', values: { sender: sender.fullName } },
      dashboard ? `${dashboard}?conversation=${conversation.id}` : null,
    );
    await scheduleUnreadMessageMail(tx, conversation.partnerId, conversation.id, options.unreadMailDelaySeconds);
    return toMessage(created);
  });
  // Committed: the recipient's pages and the sender's other tabs show it at once (decision 017).
  announceMessage(sent, [conversation.partnerId, sender.id]);
  return sent;
}
