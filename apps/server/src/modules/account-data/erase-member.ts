import { ACCOUNT_DATA_MESSAGES, DELETED_MEMBER_NAME } from '@scouting/contract/account-data';
import { and, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { updateMembers } from '../../auth/member-writes.ts';
import type { Transaction } from '../../db/client.ts';
import {
  agentProfileViews,
  agents,
  agentVerificationRequests,
  applications,
  auditLog,
  careerReferences,
  clubNeeds,
  clubs,
  clubVerificationRequests,
  conversationReads,
  conversations,
  files,
  guardianLinks,
  guardianTokens,
  memberImages,
  members,
  notificationPreferences,
  notifications,
  opportunities,
  opportunityFavourites,
  outboxMails,
  pitches,
  players,
  pushSubscriptions,
  representationAgreements,
  representationOffers,
  savedPostSearches,
  savedSearches,
  scoutReports,
  scouts,
  shortlistEntries,
  shortlists,
  starredApplications,
  transfermarktApplications,
  underageMessageRequests,
  user,
  verification,
  videos,
  videoUploadBytes,
} from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { dropUndeliveredMailsAbout, dropUndeliveredMailsTo } from '../../infra/queue/mail-jobs.ts';

/** What the caller does once the erasure committed: remove the bytes, tell caches and pages. */
export type Erased = {
  memberId: number;
  /** Storage keys of the member's files: removed after the commit (bytes cannot roll back). */
  storageKeys: string[];
  /** Members whose conversation list showed the deleted member's name. */
  partnerIds: number[];
  /** Members whose notifications named the deleted member. */
  notifiedIds: number[];
};

/**
 * Erases a member (decision 024) inside the caller's transaction: everything that is theirs goes,
 * what others need stays under the name "Deleted member". The members row stays as that nameless
 * tombstone (no e-mail, birth date, country or account behind it), so the other side of a
 * conversation, audit decisions and the ratings the member gave stay whole; the identity rows
 * (account, password, sessions, two-factor) are deleted, so the e-mail address can register again.
 *
 * The last admin cannot be erased (409): the deployment would have nobody to run it.
 */
export async function eraseMember(tx: Transaction, memberId: number): Promise<Erased> {
  const [member] = await tx
    .select({ id: members.id, role: members.role, authUserId: members.authUserId, deletedAt: members.deletedAt })
    .from(members)
    .where(eq(members.id, memberId))
    .for('update');
  if (!member || member.deletedAt) throw new AppError('NOT_FOUND', ACCOUNT_DATA_MESSAGES.alreadyDeleted);
  if (member.role === 'Admin') {
    // Every admin row locked, so two admins deleting themselves at once cannot both pass.
    const admins = await tx
      .select({ id: members.id, suspendedAt: members.suspendedAt })
      .from(members)
      .where(and(eq(members.role, 'Admin'), isNull(members.deletedAt)))
      .for('update');
    if (!admins.some((admin) => admin.id !== memberId && admin.suspendedAt === null)) {
      throw new AppError('CONFLICT', ACCOUNT_DATA_MESSAGES.lastAdmin);
    }
  }
  const [identity] = member.authUserId
    ? await tx.select({ id: user.id, email: user.email }).from(user).where(eq(user.id, member.authUserId))
    : [];
  const [{ fullName, username } = { fullName: '', username: '' }] = await tx
    .select({ fullName: members.fullName, username: members.username })
    .from(members)
    .where(eq(members.id, memberId));

  // Documents first: their rows hold the files (ON DELETE RESTRICT).
  await tx.delete(agentVerificationRequests).where(eq(agentVerificationRequests.agentId, memberId));
  await tx.delete(clubVerificationRequests).where(eq(clubVerificationRequests.clubId, memberId));
  // A club's requirements go with it (docs/product.md#club-needs).
  await tx.delete(clubNeeds).where(eq(clubNeeds.clubId, memberId));
  // A pitch is a record between a club, an agent and a player: it goes whole with any of them (decision 061).
  await tx
    .delete(pitches)
    .where(or(eq(pitches.agentId, memberId), eq(pitches.playerId, memberId), eq(pitches.clubId, memberId)));
  await tx.delete(transfermarktApplications).where(eq(transfermarktApplications.playerId, memberId));
  await tx.delete(memberImages).where(eq(memberImages.memberId, memberId));
  // The references the player asked for, with the coaches' addresses and words (docs/product.md#references).
  await tx.delete(careerReferences).where(eq(careerReferences.playerId, memberId));
  // The player's applications (status history, stars, trial invitations and chosen clips cascade), videos (and
  // everyone's ratings of them), place on others' lists, favourites and own lists and searches.
  await tx.delete(applications).where(eq(applications.playerId, memberId));
  await tx.delete(starredApplications).where(eq(starredApplications.agentId, memberId));
  // Uploaded clips' files (original, MP4, poster) leave storage with the rows (decision 034).
  const ownVideos = await tx
    .delete(videos)
    .where(eq(videos.playerId, memberId))
    .returning({ sourceKey: videos.sourceKey, clipKey: videos.clipKey, posterKey: videos.posterKey });
  await tx.delete(videoUploadBytes).where(eq(videoUploadBytes.uploaderId, memberId));
  await tx.delete(shortlistEntries).where(eq(shortlistEntries.playerId, memberId));
  await tx.delete(shortlists).where(eq(shortlists.ownerId, memberId));
  // Scouting reports go with their author and with their player (decision 053).
  await tx.delete(scoutReports).where(or(eq(scoutReports.authorId, memberId), eq(scoutReports.playerId, memberId)));
  await tx.delete(opportunityFavourites).where(eq(opportunityFavourites.playerId, memberId));
  await tx.delete(savedSearches).where(eq(savedSearches.memberId, memberId));
  await tx.delete(savedPostSearches).where(eq(savedPostSearches.memberId, memberId));
  // The member's devices stop receiving pushes with the account (decision 028).
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.memberId, memberId));
  await tx.delete(notifications).where(eq(notifications.memberId, memberId));
  // Their notification preferences and where they were in each conversation (decision 031).
  await tx.delete(notificationPreferences).where(eq(notificationPreferences.memberId, memberId));
  await tx.delete(conversationReads).where(eq(conversationReads.memberId, memberId));
  // Profile views (docs/product.md#admin-pages) on either side: the agent's own and the member's of agents.
  await tx
    .delete(agentProfileViews)
    .where(or(eq(agentProfileViews.agentId, memberId), eq(agentProfileViews.viewerId, memberId)));
  // A poster's opportunities end as the poster's Delete ends them (docs/product.md#opportunities): applicants keep their history.
  await tx
    .update(opportunities)
    .set({ status: 'Deleted', updatedAt: new Date() })
    .where(and(eq(opportunities.postedBy, memberId), ne(opportunities.status, 'Deleted')));
  // Safeguarding: the requests about a minor carry their name, birth date and e-mail, and the
  // parent's links their parent's address; an agent's request still waiting for review is moot.
  // Decided requests made by the agent stay (the admin's decision about contact with a minor).
  await tx
    .delete(underageMessageRequests)
    .where(
      or(
        eq(underageMessageRequests.playerId, memberId),
        and(eq(underageMessageRequests.agentId, memberId), isNull(underageMessageRequests.status)),
      ),
    );
  await tx.delete(guardianTokens).where(eq(guardianTokens.playerId, memberId));
  // Guardian links go with either side (docs/product.md#parents); a parent's deletion leaves the child's records whole.
  await tx.delete(guardianLinks).where(or(eq(guardianLinks.parentId, memberId), eq(guardianLinks.childId, memberId)));
  // Representation (decision 025): an agreement ends with the account and open offers go; past
  // agreements stay for the other side, naming "Deleted member" (names are joined, never copied).
  await tx
    .update(representationAgreements)
    .set({ endedAt: new Date(), endedBy: memberId })
    .where(
      and(
        or(eq(representationAgreements.playerId, memberId), eq(representationAgreements.agentId, memberId)),
        isNull(representationAgreements.endedAt),
        gt(representationAgreements.endsOn, new Date().toISOString().slice(0, 10)),
      ),
    );
  await tx
    .delete(representationOffers)
    .where(
      and(
        or(eq(representationOffers.playerId, memberId), eq(representationOffers.agentId, memberId)),
        inArray(representationOffers.status, ['Pending', 'Awaiting guardian']),
      ),
    );

  const ownFiles = await tx.delete(files).where(eq(files.ownerId, memberId)).returning({ key: files.storageKey });
  await tx.delete(players).where(eq(players.memberId, memberId));
  await tx.delete(agents).where(eq(agents.memberId, memberId));
  await tx.delete(scouts).where(eq(scouts.memberId, memberId));
  await tx.delete(clubs).where(eq(clubs.memberId, memberId));

  // Others' bells named the member ("New message from …", an admin's "… (username)"): the words
  // stay, the name does not. The username only in its parentheses, so no other word is touched.
  const handle = ` (${username})`;
  const notified = fullName
    ? await tx
        .update(notifications)
        .set({
          message: sql`replace(replace(${notifications.message}, ${fullName}, ${DELETED_MEMBER_NAME}), ${handle}, '')`,
          // The same in a keyed line's values (decision 052): the name becomes "Deleted member"; a line that
          // named the username shows its scrubbed English instead, as its sentence has a place for it.
          noticeValues: sql`(select jsonb_object_agg(e.key, case when e.value = to_jsonb(${fullName}::text) then to_jsonb(${DELETED_MEMBER_NAME}::text) else e.value end) from jsonb_each(${notifications.noticeValues}) e)`,
          noticeKey: sql`case when ${notifications.noticeValues} @> jsonb_build_object('username', ${username}::text) then null else ${notifications.noticeKey} end`,
        })
        .where(
          sql`strpos(${notifications.message}, ${fullName}) > 0 or strpos(${notifications.message}, ${handle}) > 0`,
        )
        .returning({ memberId: notifications.memberId })
    : [];
  // Audit entries keep the decision, the ids and the time; the name goes (migration 0014 allows only this).
  await tx.update(auditLog).set({ actorName: DELETED_MEMBER_NAME }).where(eq(auditLog.actorId, memberId));
  await tx.update(auditLog).set({ subjectName: DELETED_MEMBER_NAME }).where(eq(auditLog.subjectMemberId, memberId));

  const now = new Date();
  await updateMembers(tx, memberId, {
    fullName: DELETED_MEMBER_NAME,
    // Outside the username pattern, so it never takes a name a person could choose.
    username: `~deleted-${memberId}`,
    dob: null,
    country: null,
    authUserId: null,
    suspendedAt: now,
    profileHiddenAt: now,
    deletedAt: now,
  });
  if (identity) {
    // Account, password hash, sessions and two-factor secret cascade with the user row.
    await tx.delete(user).where(eq(user.id, identity.id));
    // Pending reset links (their value is the account id) and mails kept by the dev outbox.
    await tx.delete(verification).where(eq(verification.value, identity.id));
    await tx.delete(outboxMails).where(eq(outboxMails.to, identity.email));
    // Mails still queued to them (a reset link, a notice) go with the account, in this transaction.
    await dropUndeliveredMailsTo(tx, identity.email);
  }
  // Mails about them still queued or given up, wherever they go: to their contact address, and to
  // their parent about them (an admin could otherwise retry them after the erasure).
  await dropUndeliveredMailsAbout(tx, memberId);

  const partners = await tx
    .select({ p1: conversations.participant1Id, p2: conversations.participant2Id })
    .from(conversations)
    .where(or(eq(conversations.participant1Id, memberId), eq(conversations.participant2Id, memberId)));
  return {
    memberId,
    storageKeys: [
      ...ownFiles.map((file) => file.key),
      ...ownVideos.flatMap((video) => [video.sourceKey, video.clipKey, video.posterKey]).filter((key) => key !== null),
    ],
    partnerIds: partners.map((pair) => (pair.p1 === memberId ? pair.p2 : pair.p1)),
    notifiedIds: [...new Set(notified.map((row) => row.memberId))],
  };
}
