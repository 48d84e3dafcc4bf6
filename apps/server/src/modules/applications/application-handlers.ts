import { OPPORTUNITY_POSTER_ROLES, postsOpportunities } from '@scouting/contract/opportunities';
import type { TRole } from '@scouting/contract/roles';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { type Member, requireMember } from '../../auth/caller.ts';
import type { DbOrTx } from '../../db/client.ts';
import { applications, members, opportunities, players } from '../../db/schema/index.ts';
import { visiblePlayersCondition } from '../safeguarding/visible-player.ts';

/**
 * Who handles the applications to an opportunity (docs/product.md#roles, decision 020): the member who posted it,
 * whatever their posting role (agent, scout or club), and admins for every post. The application
 * routes, the star rule and the CV rule of GET /api/files/{id} all ask here, so that "may this
 * member see and star the applications to this post" is decided once.
 */

/** The routes' guard: members who post, and admins; a player never handles applications. */
export const requireApplicationHandler = requireMember(...OPPORTUNITY_POSTER_ROLES, 'Admin');

/** A condition on `opportunities`: the posts whose applications `viewer` handles (all for an admin). */
export function postsHandledBy(viewer: Member): SQL | undefined {
  return viewer.role === 'Admin' ? undefined : eq(opportunities.postedBy, viewer.id);
}

/**
 * Whether `owner` keeps stars on the applications to a post by `posterId`: only its poster does.
 * An admin may act for them (the caller check is assertSelfOrAdmin's), but keeps no stars of their own.
 */
export function handlesApplicationsTo(owner: { id: number; role: TRole }, posterId: number): boolean {
  return postsOpportunities(owner.role) && owner.id === posterId;
}

/** Whether the CV `fileId` was sent with an application to one of `viewer`'s posts. */
export async function cvSentToPostsOf(db: DbOrTx, viewer: Member, fileId: string): Promise<boolean> {
  if (!postsOpportunities(viewer.role)) return false;
  const [sent] = await db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
    .innerJoin(members, eq(members.id, applications.playerId))
    .leftJoin(players, eq(players.memberId, members.id))
    .where(and(eq(applications.cvFileId, fileId), postsHandledBy(viewer), applicantVisibleTo(viewer)))
    .limit(1);
  return Boolean(sent);
}

/** Whether the player applied to any post of this poster: scouts and clubs write back to applicants only (docs/product.md#contact-requests). */
export async function appliedToPostsOf(db: DbOrTx, playerId: number, posterId: number): Promise<boolean> {
  const [sent] = await db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
    .where(and(eq(applications.playerId, playerId), eq(opportunities.postedBy, posterId)))
    .limit(1);
  return Boolean(sent);
}

/**
 * The applicants a poster may still see (docs/product.md#who-may-see-whom): a member later suspended or hidden by an
 * admin, or a minor the poster may no longer see (consent back to pending, the agent no longer
 * verified), drops out of the poster's lists with their name and CV, as from every other list.
 */
export function applicantVisibleTo(viewer: Member): SQL | undefined {
  if (viewer.role === 'Admin') return undefined;
  return and(visiblePlayersCondition(viewer), isNull(members.suspendedAt), isNull(members.profileHiddenAt));
}
