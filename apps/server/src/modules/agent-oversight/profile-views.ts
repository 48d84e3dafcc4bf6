import { profileViewsCursor, type TAgentProfileViews } from '@scouting/contract/schemas/agent-oversight';
import { countDistinct, eq, gte, sql } from 'drizzle-orm';
import type { Member } from '../../auth/caller.ts';
import type { DbOrTx } from '../../db/client.ts';
import { keyset } from '../../db/paging.ts';
import { agentProfileViews, members } from '../../db/schema/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Records that a member opened an agent's profile (docs/product.md#admin-pages); the agent's own views are not
 * recorded. Called from the profile read, so it counts what members actually open.
 */
export async function recordAgentProfileView(db: DbOrTx, viewer: Member, agentId: number): Promise<void> {
  if (viewer.id === agentId) return;
  await db.insert(agentProfileViews).values({ agentId, viewerId: viewer.id });
}

/**
 * GET /api/admin/agent-profile-views (docs/product.md#admin-pages): agents by how often other members opened their
 * profile in the last `days` days, most viewed first, with how many different members did. The
 * period is a range of agent_profile_views_period_idx, counted per agent in one query; the page
 * follows (views, agent id) over the counts.
 */
export async function listAgentProfileViews(
  db: DbOrTx,
  page: { days: number; limit: number; cursor?: [number, number] | undefined },
  now = new Date(),
): Promise<TAgentProfileViews> {
  const since = new Date(now.getTime() - page.days * DAY_MS);
  const counted = db
    .select({
      agentId: agentProfileViews.agentId,
      views: sql<number>`count(*)::int`.as('views'),
      viewers: sql<number>`${countDistinct(agentProfileViews.viewerId)}::int`.as('viewers'),
    })
    .from(agentProfileViews)
    .where(gte(agentProfileViews.viewedAt, since))
    .groupBy(agentProfileViews.agentId)
    .as('counted');
  const mostViewed = keyset(profileViewsCursor, [
    { column: sql`${counted.views}`, order: 'desc' },
    { column: counted.agentId, order: 'desc' },
  ]);
  const rows = await db
    .select({ agentId: counted.agentId, views: counted.views, viewers: counted.viewers, fullName: members.fullName })
    .from(counted)
    .innerJoin(members, eq(members.id, counted.agentId))
    .where(mostViewed.after(page.cursor))
    .orderBy(...mostViewed.orderBy)
    .limit(mostViewed.fetch(page.limit));
  const { rows: pageRows, nextCursor } = mostViewed.page(rows, page.limit, (row) => [row.views, row.agentId]);
  return {
    agents: pageRows.map((row) => ({
      agent: { id: row.agentId, fullName: row.fullName },
      views: row.views,
      viewers: row.viewers,
    })),
    nextCursor,
  };
}
