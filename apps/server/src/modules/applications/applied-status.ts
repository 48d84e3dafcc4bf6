import type { TAppliedStatus } from '@scouting/contract/schemas/applications';
import { and, eq } from 'drizzle-orm';
import { loadMember, type Member } from '../../auth/caller.ts';
import type { Database } from '../../db/client.ts';
import { applications, opportunities } from '../../db/schema/index.ts';
import { minorMaySeePost } from '../opportunities/posts-for-minors.ts';

/**
 * When the calling player applied to one opportunity (null if not yet): /apply shows this instead
 * of the form. It also names the post and its poster, so the form says what it applies to,
 * under the same rules as applying: a post this player could not apply to is not named.
 */
export async function appliedStatus(db: Database, player: Member, opportunityId: number): Promise<TAppliedStatus> {
  const [row] = await db
    .select({ appliedAt: applications.appliedAt })
    .from(applications)
    .where(and(eq(applications.opportunityId, opportunityId), eq(applications.playerId, player.id)))
    .limit(1);
  const [post] = await db
    .select({
      description: opportunities.description,
      postedBy: opportunities.postedBy,
      hiddenAt: opportunities.hiddenAt,
      hasContactDetails: opportunities.hasContactDetails,
    })
    .from(opportunities)
    .where(eq(opportunities.id, opportunityId))
    .limit(1);
  const poster = post && !post.hiddenAt ? await loadMember(db, post.postedBy) : null;
  const visible = post && poster && !poster.suspended && !(player.isMinor && !minorMaySeePost(post, poster));
  return {
    appliedAt: row?.appliedAt.toISOString() ?? null,
    opportunity:
      post && poster && visible
        ? {
            description: post.description,
            postedBy: { id: poster.id, fullName: poster.fullName, role: poster.role },
          }
        : null,
  };
}
