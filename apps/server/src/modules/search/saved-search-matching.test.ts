import { type TSearchFiltersInput, ZStoredSearchFilters } from '@scouting/contract/schemas/search';
import { dobBoundsForAges } from '@scouting/contract/search';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createMember, createVerifiedAgent } from '../../../test/factories.ts';
import { insertPlayer } from '../../../test/player-rows.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { loadMember, type Member } from '../../auth/caller.ts';
import { members, savedSearches } from '../../db/schema/index.ts';
import { playerSearchQuery, withSearchSettings } from './player-search-query.ts';
import { savedSearchesMatching } from './saved-search-matching.ts';

/**
 * The set-based matcher (decision 018) against its definition: a saved search matches a
 * player when the search's own query, run for its owner and restricted to that player, lists them.
 */
const t = useTestApp({}, {}, 120_000);

const today = new Date();
const dayBefore = (iso: string) => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
};

/** Every filter alone (both sides of its edge where it has one), and some together. */
const FILTERS: TSearchFiltersInput[] = [
  {},
  { position: 'ST' },
  { position: 'CDM' },
  { country: 'Ghana' },
  { ageMin: 20 },
  { ageMax: 20 },
  { ageMin: 16, ageMax: 17 },
  { ageMax: 15 },
  { foot: 'Left' },
  { heightMin: 1.8 },
  { heightMax: 1.8 },
  { heightMin: 1.81 },
  { status: 'Represented' },
  { minRating: 3 },
  { minRating: 5 },
  { hasVideos: true },
  { hasVideos: false },
  { q: 'mensha' },
  { q: 'Kofi Mensah' },
  { q: 'smith' },
  { sort: 'age' },
  { q: 'mensah', sort: 'rating' },
  { position: 'ST', country: 'Ghana', ageMax: 23, foot: 'Left' },
  { q: 'kofi', hasVideos: true, minRating: 2, status: 'Free Agent' },
  { heightMin: 1.7, heightMax: 1.9, ageMin: 15, ageMax: 30, sort: 'age' },
  // Availability (decision 057): both sides of the month, a list and anywhere.
  { contractEndsBefore: '2026-06' },
  { contractEndsBefore: '2026-07' },
  { availability: 'Free agent' },
  { relocatesTo: 'Portugal' },
  { relocatesTo: 'France' },
  { availability: 'Free agent', foot: 'Left', ageMin: 18, ageMax: 21, relocatesTo: 'Portugal' },
];

let owners: number[] = [];
let playerIds: number[] = [];

beforeAll(async () => {
  const ageMinBefore = dobBoundsForAges({ ageMin: 20 }, today).before as string;
  const ageMaxFrom = dobBoundsForAges({ ageMax: 20 }, today).from as string;
  const mensah = await insertPlayer(t.db, {
    fullName: 'Kofi Mensah',
    country: 'Ghana',
    age: 21,
    primaryPosition: 'ST',
    secondaryPosition: 'LW',
    preferredFoot: 'Left',
    height: 1.8,
    videoRatings: [4, 3],
    contractUntil: '2026-06-01',
    availability: 'Free agent',
    relocationCountries: ['Portugal', 'Spain'],
  });
  const minorHidden = await insertPlayer(t.db, { fullName: 'Young Mensah', age: 15, country: 'Ghana' });
  const minorConsented = await insertPlayer(t.db, {
    fullName: 'Kofi Junior',
    age: 16,
    primaryPosition: 'ST',
    parentConsent: 'confirmed',
  });
  const minorPending = await insertPlayer(t.db, { fullName: 'Pending Kid', age: 17, parentConsent: 'pending' });
  const represented = await insertPlayer(t.db, {
    fullName: 'Jon Smith',
    status: 'Represented',
    height: 1.95,
    videoRatings: [0],
    contractUntil: '2025-12-01',
    availability: 'Loan possible',
    relocationAnywhere: true,
  });
  const suspended = await insertPlayer(t.db, { fullName: 'Kofi Gone', country: 'Ghana', suspended: true });
  const hidden = await insertPlayer(t.db, { fullName: 'Kofi Hidden', country: 'Ghana', hidden: true });
  // On each side of the month boundary of "at least 20" and "at most 20".
  const justTwenty = await insertPlayer(t.db, { fullName: 'Boundary One', height: 1.7 });
  await t.db
    .update(members)
    .set({ dob: dayBefore(ageMinBefore) })
    .where(eq(members.id, justTwenty));
  const notYetTwenty = await insertPlayer(t.db, { fullName: 'Boundary Two' });
  await t.db.update(members).set({ dob: ageMinBefore }).where(eq(members.id, notYetTwenty));
  const justOver = await insertPlayer(t.db, { fullName: 'Boundary Three' });
  await t.db
    .update(members)
    .set({ dob: dayBefore(ageMaxFrom) })
    .where(eq(members.id, justOver));
  const noBirthDate = await insertPlayer(t.db, { fullName: 'Undated Mensah', primaryPosition: 'CDM' });
  await t.db.update(members).set({ dob: null }).where(eq(members.id, noBirthDate));
  playerIds = [
    mensah,
    minorHidden,
    minorConsented,
    minorPending,
    represented,
    suspended,
    hidden,
    justTwenty,
    notYetTwenty,
    justOver,
    noBirthDate,
  ];

  const scout = await createMember(t.app, 'Scout');
  const club = await createMember(t.app, 'Club');
  const agent = await createMember(t.app, 'Agent');
  const verifiedAgent = await createVerifiedAgent(t.app);
  const admin = await createAdmin(t.app);
  const suspendedScout = await createMember(t.app, 'Scout');
  await t.db.update(members).set({ suspendedAt: new Date() }).where(eq(members.id, suspendedScout.id));
  // No route lets a player save a search; a row written anyway must still follow the rules.
  const minorOwner = await insertPlayer(t.db, { fullName: 'Minor Owner', age: 16, parentConsent: 'confirmed' });
  owners = [scout.id, club.id, agent.id, verifiedAgent.id, admin.id, suspendedScout.id, minorOwner, mensah];
  await t.db.insert(savedSearches).values(
    owners.flatMap((memberId) =>
      FILTERS.map((filters, index) => ({
        memberId,
        name: `search ${index}`,
        filters: ZStoredSearchFilters.parse(filters),
      })),
    ),
  );
}, 120_000);

const ownersLoaded = new Map<number, Member | null>();
async function ownerOf(memberId: number): Promise<Member | null> {
  if (!ownersLoaded.has(memberId)) ownersLoaded.set(memberId, await loadMember(t.db, memberId));
  return ownersLoaded.get(memberId) ?? null;
}

/** The reference: the search's own query, for its owner, restricted to the player. */
async function matchingByOwnQuery(playerId: number): Promise<Set<number>> {
  const rows = await t.db.select().from(savedSearches);
  const matching = new Set<number>();
  for (const row of rows) {
    const owner = await ownerOf(row.memberId);
    if (!owner || owner.suspended || owner.id === playerId) continue;
    const listed = await withSearchSettings(t.db, (tx) =>
      playerSearchQuery(
        tx,
        owner,
        ZStoredSearchFilters.parse(row.filters),
        { limit: 1 },
        { onlyPlayerId: playerId, today },
      ),
    );
    if (listed.length > 0) matching.add(row.id);
  }
  return matching;
}

describe('savedSearchesMatching', () => {
  it('answers exactly the saved searches whose own query lists the player', async () => {
    let matchedSomewhere = 0;
    for (const playerId of playerIds) {
      const expected = await matchingByOwnQuery(playerId);
      const actual = await savedSearchesMatching(t.db, playerId, { onlyDue: false, today });
      expect(
        [...actual].sort((a, b) => a - b),
        `player ${playerId}`,
      ).toEqual([...expected].sort((a, b) => a - b));
      matchedSomewhere += expected.size;
    }
    // The comparison means something: both sides found matches, and not every search matched.
    expect(matchedSomewhere).toBeGreaterThan(0);
    expect(matchedSomewhere).toBeLessThan(playerIds.length * owners.length * FILTERS.length);
  }, 120_000);

  it('with onlyDue, leaves out the searches that alerted within a day', async () => {
    const all = await savedSearchesMatching(t.db, playerIds[0] as number, { onlyDue: false, today });
    const [alerted] = all;
    if (alerted === undefined) throw new Error('the first player matches some search');
    await t.db.update(savedSearches).set({ lastAlertedAt: new Date() }).where(eq(savedSearches.id, alerted));
    const due = await savedSearchesMatching(t.db, playerIds[0] as number, { onlyDue: true, today });
    expect(due.has(alerted)).toBe(false);
    expect(due.size).toBe(all.size - 1);
  });
});
