import type { TAccountExport } from '@scouting/contract/schemas/account-export';
import { asc, eq } from 'drizzle-orm';
import { opportunities, opportunityFavourites, savedPostSearches } from '../../db/schema/index.ts';
import { EXPORT_ROWS, type ExportReader, iso } from '../../platform/account-export/export-values.ts';

/**
 * A member's opportunities in their data export: the ones they posted, the ones they saved as
 * favourites, and their saved searches of posts (a few per player, so read whole).
 */
export async function exportOpportunities({ db, member, cut }: ExportReader): Promise<{
  posted: TAccountExport['posted']['opportunities'];
  favourites: TAccountExport['favourites'];
  savedPostSearches: TAccountExport['savedPostSearches'];
}> {
  const posts = await db
    .select({
      id: opportunities.id,
      source: opportunities.source,
      description: opportunities.description,
      link: opportunities.link,
      country: opportunities.country,
      opportunityType: opportunities.opportunityType,
      city: opportunities.city,
      startsOn: opportunities.startsOn,
      endsOn: opportunities.endsOn,
      applyBy: opportunities.applyBy,
      status: opportunities.status,
      createdAt: opportunities.createdAt,
      updatedAt: opportunities.updatedAt,
    })
    .from(opportunities)
    .where(eq(opportunities.postedBy, member.id))
    .orderBy(asc(opportunities.id))
    .limit(EXPORT_ROWS);
  const favourites = await db
    .select({
      opportunityId: opportunityFavourites.opportunityId,
      opportunity: opportunities.description,
      savedAt: opportunityFavourites.createdAt,
    })
    .from(opportunityFavourites)
    .innerJoin(opportunities, eq(opportunities.id, opportunityFavourites.opportunityId))
    .where(eq(opportunityFavourites.playerId, member.id))
    .orderBy(asc(opportunityFavourites.id))
    .limit(EXPORT_ROWS);
  const postSearches = await db
    .select({
      name: savedPostSearches.name,
      filters: savedPostSearches.filters,
      createdAt: savedPostSearches.createdAt,
    })
    .from(savedPostSearches)
    .where(eq(savedPostSearches.memberId, member.id))
    .orderBy(asc(savedPostSearches.id));
  return {
    posted: cut('postedOpportunities', posts).map((row) => ({
      ...row,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    })),
    favourites: cut('favourites', favourites).map((row) => ({ ...row, savedAt: iso(row.savedAt) })),
    savedPostSearches: postSearches.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
  };
}
