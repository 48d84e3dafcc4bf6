import { asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { members, opportunities } from '../../db/schema/index.ts';
import { countryCodesOf } from '../../platform/countries/countries.ts';
import { hasContactDetails } from './posts-for-minors.ts';

const BATCH = 200;

/**
 * The hourly task that settles has_contact_details for posts written before the rule (decision
 * 042): the migration cleared only the posts a broad pattern could not suspect, and minors see none
 * of the rest until this reads them with the contact-details rule itself. Once every post is read
 * it finds nothing to do, on the partial index of unchecked posts.
 */
export async function checkPostsForContactDetails(db: Database): Promise<{ checked: number }> {
  let checked = 0;
  for (;;) {
    const rows = await db
      .select({
        id: opportunities.id,
        description: opportunities.description,
        link: opportunities.link,
        country: opportunities.country,
        posterCountry: members.country,
      })
      .from(opportunities)
      .innerJoin(members, eq(members.id, opportunities.postedBy))
      .where(isNull(opportunities.hasContactDetails))
      .orderBy(asc(opportunities.id))
      .limit(BATCH);
    for (const row of rows) {
      const countries = countryCodesOf([row.posterCountry, row.country]);
      await db
        .update(opportunities)
        .set({ hasContactDetails: hasContactDetails(row, countries) })
        .where(eq(opportunities.id, row.id));
    }
    checked += rows.length;
    if (rows.length < BATCH) return { checked };
  }
}
