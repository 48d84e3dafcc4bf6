import { AVAILABILITIES } from '@scouting/contract/availability';
import { ZSearchFilters } from '@scouting/contract/schemas/search';
import { updatePlayers } from '../../auth/member-writes.ts';
import type { Database } from '../../db/client.ts';
import { saveSearch } from '../../modules/search/saved-searches.ts';
import { type DemoIds, demoMember } from './demo-people.ts';

const DESTINATIONS: (string[] | 'anywhere')[] = [
  ['Portugal', 'Spain'],
  'anywhere',
  ['England'],
  ['Portugal'],
  ['France', 'Belgium'],
  [],
];

/**
 * Availability for the demo (docs/product.md#availability): contracts ending across the next two
 * years, every availability and destinations; every fifth player has said nothing, as real
 * profiles start. A saved search by availability lets the agent try the filters.
 */
export async function seedDemoAvailability(db: Database, playerIds: number[], id: DemoIds, today = new Date()) {
  for (const [index, playerId] of playerIds.entries()) {
    if (index % 5 === 4) continue;
    const end = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1 + ((index * 5) % 24), 1));
    const availability = AVAILABILITIES[index % AVAILABILITIES.length] ?? 'Under contract';
    const destination = DESTINATIONS[index % DESTINATIONS.length] ?? [];
    await updatePlayers(db, playerId, {
      contractUntil: availability === 'Free agent' ? null : end.toISOString().slice(0, 10),
      availability,
      relocationAnywhere: destination === 'anywhere',
      relocationCountries: destination === 'anywhere' ? [] : destination,
    });
  }
  const agent = await demoMember(db, id('Sofia Romano'));
  await saveSearch(db, agent, {
    name: 'Free agents who would move to Portugal',
    filters: ZSearchFilters.parse({ availability: 'Free agent', relocatesTo: 'Portugal' }),
  });
}
