import { MESSAGES } from '@scouting/contract/messages';
import { postShortlistName } from '@scouting/contract/shortlists';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { loadMember } from '../../auth/caller.ts';
import type { DbOrTx } from '../../db/client.ts';
import { members, shortlistEntries, shortlists } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { assertCanSeePlayer } from '../safeguarding/visible-player.ts';
import { appendShortlist } from './manage-lists.ts';

type Post = { id: number; description: string };

async function listForPost(tx: DbOrTx, ownerId: number, postId: number) {
  const [list] = await tx
    .select({ id: shortlists.id, name: shortlists.name })
    .from(shortlists)
    .where(and(eq(shortlists.ownerId, ownerId), eq(shortlists.opportunityId, postId)))
    .limit(1);
  return list;
}

/**
 * The poster's list for one post, made on first use (decision 070): the star on an application is a
 * quick add to it, so what a poster keeps of applicants and of search finds lives in one place.
 * A list the owner already named exactly so, for no post, becomes the post's list rather than a
 * second one of the same name.
 */
async function postShortlist(tx: DbOrTx, ownerId: number, post: Post): Promise<{ id: number; name: string }> {
  const linked = await listForPost(tx, ownerId, post.id);
  if (linked) return linked;
  // Two first stars on one post at once: the second waits here for the first's list, then finds it.
  await tx.select({ id: members.id }).from(members).where(eq(members.id, ownerId)).for('update');
  const made = await listForPost(tx, ownerId, post.id);
  if (made) return made;
  const name = postShortlistName(post.id, post.description);
  const [adopted] = await tx
    .update(shortlists)
    .set({ opportunityId: post.id, updatedAt: new Date() })
    .where(
      and(
        eq(shortlists.ownerId, ownerId),
        isNull(shortlists.opportunityId),
        sql`lower(${shortlists.name}) = lower(${name})`,
      ),
    )
    .returning({ id: shortlists.id, name: shortlists.name });
  if (adopted) return adopted;
  return { id: await appendShortlist(tx, ownerId, { name, opportunityId: post.id }), name };
}

/**
 * Puts the applicant on the poster's list for the post; already there is fine. Inside the caller's
 * transaction. As on any list, only an applicant the owner may see now (a hidden or suspended member,
 * a minor whose consent went back to pending answers 404 like a missing application).
 */
export async function saveToPostShortlist(tx: DbOrTx, ownerId: number, post: Post, playerId: number) {
  const owner = await loadMember(tx, ownerId);
  if (!owner) throw new AppError('NOT_FOUND', MESSAGES.applicationNotFound);
  await assertCanSeePlayer(tx, owner, playerId, MESSAGES.applicationNotFound);
  const list = await postShortlist(tx, ownerId, post);
  await tx.insert(shortlistEntries).values({ shortlistId: list.id, playerId }).onConflictDoNothing();
  return list;
}

/** Takes the applicant off the poster's list for the post, if both are still there. */
export async function dropFromPostShortlist(tx: DbOrTx, ownerId: number, postId: number, playerId: number) {
  const list = await listForPost(tx, ownerId, postId);
  if (!list) return;
  await tx
    .delete(shortlistEntries)
    .where(and(eq(shortlistEntries.shortlistId, list.id), eq(shortlistEntries.playerId, playerId)));
}
