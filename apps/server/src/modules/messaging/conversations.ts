import { isUnderage } from '@scouting/contract/age';
import { APPLICATION_MESSAGES } from '@scouting/contract/application-status';
import { MESSAGES } from '@scouting/contract/messages';
import { conversationCursor, type TConversationList } from '@scouting/contract/schemas/messaging';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Member } from '../../auth/caller.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { findPlayer } from '../../db/find-player.ts';
import { keyset } from '../../db/paging.ts';
import { applications, conversations, members, opportunities, trialInvitations } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { appliedToPostsOf } from '../applications/application-handlers.ts';
import { hasUnderageApproval } from '../safeguarding/contact-requests/service.ts';
import { assertCanSeePlayer } from '../safeguarding/visible-player.ts';
import { conversationsChanged } from './conversation-version.ts';
import { writeBlockReason } from './write-permission.ts';

/**
 * An agent opens a conversation with a player (docs/product.md#roles: agents message players); a scout or a
 * club with an adult who applied to one of their posts (docs/product.md#contact-requests: posters write back);
 * a player with a poster who invited them to a trial. The pair
 * is stored lowest id first, so starting again finds the same row. A minor can only be messaged by
 * an agent whose request an admin approved (docs/product.md#contact-requests): the server refuses, not just the button.
 */
export async function startConversation(db: Database, starter: Member, ids: [number, number]) {
  if (!ids.includes(starter.id)) throw new AppError('FORBIDDEN');
  const partnerId = ids[0] === starter.id ? ids[1] : ids[0];
  if (partnerId === starter.id) throw new AppError('VALIDATION_ERROR', MESSAGES.cannotMessageYourself);
  if (starter.role === 'Player') await assertMayWriteToPoster(db, starter, partnerId);
  else await assertMayWriteToPlayer(db, starter, partnerId);
  const pair = { participant1Id: Math.min(starter.id, partnerId), participant2Id: Math.max(starter.id, partnerId) };
  const [created] = await db
    .insert(conversations)
    .values(pair)
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  if (created) {
    conversationsChanged(starter.id, partnerId);
    return { id: created.id, created: true };
  }
  const [existing] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(eq(conversations.participant1Id, pair.participant1Id), eq(conversations.participant2Id, pair.participant2Id)),
    );
  if (!existing) throw new Error('conversation neither inserted nor found');
  return { id: existing.id, created: false };
}

/** A poster writes to a player: the rules of the comment above, checked before the conversation exists. */
async function assertMayWriteToPlayer(db: Database, starter: Member, partnerId: number) {
  // Posters message players (docs/product.md#roles); any other partner is not found as a player (404).
  const { member: partner } = await findPlayer(db, partnerId);
  // A player the starter may not see (a minor out of their sight, a suspended or hidden member)
  // answers exactly as a missing one (docs/product.md#who-may-see-whom); a verified agent who sees a minor learns why.
  await assertCanSeePlayer(db, starter, partnerId);
  const minor = isUnderage(partner.dob ?? '1900-01-01');
  if (starter.role === 'Agent') {
    if (minor && !(await hasUnderageApproval(db, starter.id, partnerId))) {
      throw new AppError('UNDERAGE_APPROVAL_REQUIRED', (await writeBlockReason(db, starter, partnerId)) ?? undefined);
    }
  } else {
    if (!(await appliedToPostsOf(db, partnerId, starter.id))) {
      throw new AppError('FORBIDDEN', APPLICATION_MESSAGES.messageOnlyApplicants);
    }
    if (minor) throw new AppError('FORBIDDEN', APPLICATION_MESSAGES.messageOnlyAdultApplicants);
  }
}

/**
 * A player writes to a poster who invited them to a trial (docs/product.md#applications): the
 * invitation is the poster's first word, so the player may answer in a conversation of their own.
 * A player under 18 writes only to an agent whose request to contact them an admin approved, the
 * rule every other conversation with a minor keeps (docs/product.md#contact-requests).
 */
async function assertMayWriteToPoster(db: Database, player: Member, posterId: number) {
  const [invited] = await db
    .select({ id: applications.id })
    .from(trialInvitations)
    .innerJoin(applications, eq(applications.id, trialInvitations.applicationId))
    .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
    .where(and(eq(applications.playerId, player.id), eq(opportunities.postedBy, posterId)))
    .limit(1);
  if (!invited) throw new AppError('FORBIDDEN', APPLICATION_MESSAGES.writeAfterTrialInvitation);
  if (player.isMinor && !(await hasUnderageApproval(db, posterId, player.id))) {
    throw new AppError('FORBIDDEN', APPLICATION_MESSAGES.minorWritesToApprovedAgents);
  }
}

/** The conversation if the member takes part in it: 404 when it does not exist, 403 when not theirs. */
export async function conversationOf(db: DbOrTx, member: Member, conversationId: number) {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, conversationId)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.conversationNotFound);
  if (row.participant1Id !== member.id && row.participant2Id !== member.id) {
    throw new AppError('FORBIDDEN', MESSAGES.notAParticipant);
  }
  return { ...row, partnerId: row.participant1Id === member.id ? row.participant2Id : row.participant1Id };
}

const recentFirst = keyset(conversationCursor, [
  { column: conversations.lastMessageAt, order: 'desc' },
  { column: conversations.id, order: 'desc' },
]);

/**
 * A member's conversations, most recent activity first, with the partner's name joined in one
 * query: the last message lives on the conversation row (no query per conversation).
 */
export async function listConversations(
  db: Database,
  memberId: number,
  page: { limit: number; cursor?: [string, number] | undefined },
): Promise<TConversationList> {
  const partnerId = sql<number>`case when ${conversations.participant1Id} = ${memberId} then ${conversations.participant2Id} else ${conversations.participant1Id} end`;
  const rows = await db
    .select({
      id: conversations.id,
      partnerId: members.id,
      partnerName: members.fullName,
      partnerRole: members.role,
      lastMessage: conversations.lastMessage,
      lastMessageRemoved: conversations.lastMessageRemoved,
      lastMessageAt: conversations.lastMessageAt,
      // The cursor keeps the time as the database prints it: a JS Date would drop the microseconds.
      lastMessageKey: sql<string>`${conversations.lastMessageAt}::text`,
    })
    .from(conversations)
    .innerJoin(members, eq(members.id, partnerId))
    .where(
      and(
        or(eq(conversations.participant1Id, memberId), eq(conversations.participant2Id, memberId)),
        recentFirst.after(page.cursor),
      ),
    )
    .orderBy(...recentFirst.orderBy)
    .limit(recentFirst.fetch(page.limit));
  const { rows: pageRows, nextCursor } = recentFirst.page(rows, page.limit, (row) => [row.lastMessageKey, row.id]);
  return {
    conversations: pageRows.map(({ lastMessageKey: _, ...row }) => ({
      ...row,
      lastMessageAt: row.lastMessageAt.toISOString(),
    })),
    nextCursor,
  };
}
