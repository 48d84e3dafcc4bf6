import { ZSearchFilters } from '@scouting/contract/schemas/search';
import type { Database } from '../../db/client.ts';
import { saveSearch } from '../../modules/search/saved-searches.ts';
import { type DemoIds, demoMember } from './demo-people.ts';

/**
 * A saved search for the demo agent (decision 018), saved through the route's business function:
 * left-footed wingers, which Kwame Mensah (LB/LW, left foot) matches, so re-running it shows a result.
 */
export async function seedDemoSavedSearches(db: Database, id: DemoIds) {
  const agent = await demoMember(db, id('Sofia Romano'));
  await saveSearch(db, agent, {
    name: 'Left-footed wingers',
    filters: ZSearchFilters.parse({ position: 'LW', foot: 'Left', sort: 'rating' }),
  });
}
