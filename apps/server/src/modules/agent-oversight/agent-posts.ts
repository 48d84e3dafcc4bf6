import type { TAgentPostList } from '@scouting/contract/schemas/agent-oversight';
import { idCursor } from '@scouting/contract/schemas/paging';
import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { keyset } from '../../db/paging.ts';
import { applications, members, opportunities } from '../../db/schema/index.ts';

const newestFirst = keyset(idCursor, [{ column: opportunities.id, order: 'desc' }]);

/**
 * GET /api/admin/agent-posts (docs/product.md#admin-pages): every post by an agent, hidden ones too, newest first
 * along opportunities_source_idx, each with its applicant count: one query, the count grouped
 * over applications_opportunity_id_idx.
 */
export async function listAgentPosts(
  db: DbOrTx,
  page: { limit: number; cursor?: [number] | undefined },
): Promise<TAgentPostList> {
  const rows = await db
    .select({
      post: opportunities,
      posterName: members.fullName,
      applicantCount: count(applications.id),
    })
    .from(opportunities)
    .innerJoin(members, eq(members.id, opportunities.postedBy))
    .leftJoin(applications, eq(applications.opportunityId, opportunities.id))
    .where(and(eq(opportunities.source, 'Agent'), newestFirst.after(page.cursor)))
    .groupBy(opportunities.id, members.fullName)
    .orderBy(...newestFirst.orderBy)
    .limit(newestFirst.fetch(page.limit));
  const { rows: pageRows, nextCursor } = newestFirst.page(rows, page.limit, (row) => [row.post.id]);
  return {
    posts: pageRows.map(({ post, posterName, applicantCount }) => ({
      id: post.id,
      description: post.description,
      status: post.status,
      hidden: post.hiddenAt !== null,
      createdAt: post.createdAt.toISOString(),
      postedBy: { id: post.postedBy, fullName: posterName },
      applicantCount,
    })),
    nextCursor,
  };
}
