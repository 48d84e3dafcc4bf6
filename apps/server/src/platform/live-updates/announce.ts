import type { TMessageEvent } from '@scouting/contract/schemas/live-updates';
import type { TChatMessage } from '@scouting/contract/schemas/messaging';
import { eq } from 'drizzle-orm';
import { members } from '../../db/schema/index.ts';
import { publishAfterResponse } from '../../infra/after-commit.ts';

/**
 * The member events of the live updates (docs/architecture.md#mail-youtube-countries-live-updates), each published once the request that caused it has been
 * answered (publishAfterResponse). Callers add one line where the thing happens.
 */

/** A sent message (committed already), to the recipient's pages and the sender's other tabs. */
export function announceMessage(message: TChatMessage, memberIds: readonly number[]): void {
  publishAfterResponse(async ({ events }) => {
    const data: TMessageEvent = { conversationId: message.conversation_id, message };
    await Promise.all(memberIds.map((memberId) => events.publish({ type: 'message', memberId, data })));
  });
}

/** Suspended, signed out or otherwise changed: the member's streams check their session again. */
export function announceMemberChanged(memberId: number): void {
  publishAfterResponse(({ events }) => events.publish({ type: 'member-changed', memberId }));
}

/**
 * Better Auth changed an account's sessions or credentials (sign-out, a password reset or change,
 * revoked sessions, two-factor): its member's streams check their session again, and a stream whose
 * session has ended closes.
 */
export function announceAccountChanged(userId: string): void {
  publishAfterResponse(async ({ db, events }) => {
    const [member] = await db.select({ id: members.id }).from(members).where(eq(members.authUserId, userId)).limit(1);
    if (member) await events.publish({ type: 'member-changed', memberId: member.id });
  });
}
