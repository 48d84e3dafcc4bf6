import { type TPostOpportunityRequest, ZPostOpportunityRequest } from '@scouting/contract/schemas/opportunities';
import type { Member } from '../../auth/caller.ts';
import type { Database } from '../../db/client.ts';
import { opportunities } from '../../db/schema/index.ts';
import { assertMayPostToMinors, hasContactDetails, postCountries } from './posts-for-minors.ts';
import { alertOnNewPost } from './saved-post-search-alerts.ts';
import { detailColumns, getOpportunity } from './service.ts';

/**
 * Writes a new post. A new post can match players' saved searches of the market: their alerts job
 * is queued in the post's transaction (decisions 026 and 072), so the post and its alerts are
 * written together or not at all, and evaluated after the answer. The demo seed passes
 * `savedSearchAlerts: false`: its posts are nobody's news.
 */
export async function postOpportunity(
  db: Database,
  poster: Member,
  input: TPostOpportunityRequest,
  options: { savedSearchAlerts?: boolean } = {},
) {
  const { description, link, filters, ...details } = ZPostOpportunityRequest.parse(input);
  const countries = await postCountries(db, poster.id, filters.country ?? null);
  assertMayPostToMinors(poster, { ageRange: filters.ageRange, description, link }, countries);
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(opportunities)
      .values({
        postedBy: poster.id,
        source: poster.role === 'Agent' || poster.role === 'Scout' || poster.role === 'Club' ? poster.role : 'Unknown',
        description,
        link,
        hasContactDetails: hasContactDetails({ description, link }, countries),
        ...filters,
        ...detailColumns(details),
      })
      .returning({ id: opportunities.id });
    if (!created) throw new Error('opportunity insert returned no row');
    if (options.savedSearchAlerts !== false) await alertOnNewPost(tx, created.id);
    return created.id;
  });
  return getOpportunity(db, id);
}
