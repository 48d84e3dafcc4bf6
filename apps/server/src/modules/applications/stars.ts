import { MESSAGES } from '@scouting/contract/messages';
import { postsOpportunities } from '@scouting/contract/opportunities';
import { REFUSAL_MESSAGES } from '@scouting/contract/refusals';
import type { TStarRequest, TStarResponse } from '@scouting/contract/schemas/applications';
import { and, eq } from 'drizzle-orm';
import { assertSelfOrAdmin, type Member } from '../../auth/caller.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { applications, members, opportunities, starredApplications } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { dropFromPostShortlist, saveToPostShortlist } from '../shortlists/post-shortlist.ts';
import { handlesApplicationsTo } from './application-handlers.ts';

/**
 * A star belongs to one poster (agent, scout or club; the API's field keeps the name `agentId`)
 * and may only mark an application sent to that poster's own opportunities; an admin may act for
 * a poster (docs/architecture.md#identity-and-members).
 */
async function assertStarrable(db: DbOrTx, actor: Member, { agentId, applicationId }: TStarRequest) {
  assertSelfOrAdmin(actor, agentId);
  let owner: { id: number; role: Member['role'] } = actor;
  if (actor.id !== agentId) {
    const [row] = await db.select({ role: members.role }).from(members).where(eq(members.id, agentId)).limit(1);
    if (!row || !postsOpportunities(row.role)) throw new AppError('NOT_FOUND', REFUSAL_MESSAGES.posterNotFound);
    owner = { id: agentId, role: row.role };
  }
  const [application] = await db
    .select({
      postedBy: opportunities.postedBy,
      playerId: applications.playerId,
      post: { id: opportunities.id, description: opportunities.description },
    })
    .from(applications)
    .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
    .where(eq(applications.id, applicationId))
    .limit(1);
  if (!application) throw new AppError('NOT_FOUND', MESSAGES.applicationNotFound);
  if (!handlesApplicationsTo(owner, application.postedBy)) throw new AppError('FORBIDDEN');
  return application;
}

/**
 * POST /api/star-application; starring twice is harmless. The star is the quick add to the poster's
 * list for the post (decision 070): the star and the list entry are written together.
 */
export async function starApplication(db: Database, actor: Member, input: TStarRequest): Promise<TStarResponse> {
  return db.transaction(async (tx) => {
    const { playerId, post } = await assertStarrable(tx, actor, input);
    await tx.insert(starredApplications).values(input).onConflictDoNothing();
    const shortlist = await saveToPostShortlist(tx, input.agentId, post, playerId);
    return { applicationId: input.applicationId, starred: true, shortlist };
  });
}

/** DELETE /api/unstar-application; unstarring what is not starred is harmless. The applicant leaves the post's list too. */
export async function unstarApplication(db: Database, actor: Member, input: TStarRequest): Promise<TStarResponse> {
  return db.transaction(async (tx) => {
    const { playerId, post } = await assertStarrable(tx, actor, input);
    await tx
      .delete(starredApplications)
      .where(
        and(eq(starredApplications.agentId, input.agentId), eq(starredApplications.applicationId, input.applicationId)),
      );
    await dropFromPostShortlist(tx, input.agentId, post.id, playerId);
    return { applicationId: input.applicationId, starred: false, shortlist: null };
  });
}
