import { type TPostOpportunityRequest, ZPostOpportunityRequest } from '@scouting/contract/schemas/opportunities';
import type { Member } from '../../auth/caller.ts';
import type { Database } from '../../db/client.ts';
import { opportunities } from '../../db/schema/index.ts';
import { assertMayPostToMinors, hasContactDetails, postCountries } from './posts-for-minors.ts';
import { detailColumns, getOpportunity } from './service.ts';

export async function postOpportunity(db: Database, poster: Member, input: TPostOpportunityRequest) {
  const { description, link, filters, ...details } = ZPostOpportunityRequest.parse(input);
  const countries = await postCountries(db, poster.id, filters.country ?? null);
  assertMayPostToMinors(poster, { ageRange: filters.ageRange, description, link }, countries);
  const [created] = await db
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
  return getOpportunity(db, created.id);
}
