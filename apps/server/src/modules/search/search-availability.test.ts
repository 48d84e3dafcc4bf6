import { AVAILABILITY_MESSAGES } from '@scouting/contract/availability';
import { withoutIsolates } from '@scouting/contract/bidi-isolate';
import { ROLE_FIELDS } from '@scouting/contract/fixtures/members';
import type { TPlayerSearchResult } from '@scouting/contract/schemas/search';
import { englishOf } from '@scouting/contract/sentences';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMember, createVerifiedAgent, dobYearsAgo } from '../../../test/factories.ts';
import { insertPlayer } from '../../../test/player-rows.ts';
import { type TestClient, useTestApp } from '../../../test/test-app.ts';
import { notifications } from '../../db/schema/index.ts';
import { noticeText } from '../../platform/notices/notice-text.ts';

/**
 * The availability filters of player search and saved searches (decision 057). Runs on PGlite and,
 * with TEST_DATABASE_URL, on PostgreSQL: the array containment and date comparison answer alike.
 */
const t = useTestApp({}, {}, 120_000);

let agent: TestClient;
const ids: Record<string, number> = {};

beforeAll(async () => {
  agent = (await createMember(t.app, 'Agent')).client;
  ids.ending = await insertPlayer(t.db, {
    fullName: 'Rui Contractend',
    contractUntil: '2026-06-01',
    availability: 'Free agent',
    relocationCountries: ['Portugal', 'Spain'],
    preferredFoot: 'Left',
    age: 19,
  });
  ids.later = await insertPlayer(t.db, {
    fullName: 'Luis Laterend',
    contractUntil: '2027-06-01',
    availability: 'Under contract',
    relocationAnywhere: true,
  });
  ids.unsaid = await insertPlayer(t.db, { fullName: 'Nuno Unsaid' });
  ids.minor = await insertPlayer(t.db, {
    fullName: 'Tiago Minorend',
    age: 16,
    parentConsent: 'confirmed',
    contractUntil: '2026-01-01',
    availability: 'Free agent',
    relocationCountries: ['Portugal'],
  });
}, 120_000);

async function found(query: string): Promise<number[]> {
  const response = await agent.get(`/api/search/players?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().players.map((player: TPlayerSearchResult) => player.id);
}

const sortedIds = (...list: (number | undefined)[]) => list.map(Number).sort((a, b) => a - b);
const ours = (list: number[]) => list.filter((id) => Object.values(ids).includes(id)).sort((a, b) => a - b);

describe('GET /api/search/players by availability', () => {
  it('contractEndsBefore: contracts ending before the month; a player who has not said is left out', async () => {
    expect(ours(await found('contractEndsBefore=2026-07'))).toEqual([ids.ending]);
    expect(ours(await found('contractEndsBefore=2026-06'))).toEqual([]);
    expect(ours(await found('contractEndsBefore=2030-01'))).toEqual(sortedIds(ids.ending, ids.later));
  });

  it('availability and relocatesTo (a named country, or anywhere)', async () => {
    expect(ours(await found('availability=Free+agent'))).toEqual([ids.ending]);
    expect(ours(await found('relocatesTo=Portugal'))).toEqual(sortedIds(ids.ending, ids.later));
    expect(ours(await found('relocatesTo=France'))).toEqual([ids.later]);
  });

  it('answers the contract month and availability on each card', async () => {
    const response = await agent.get('/api/search/players?q=Rui+Contractend');
    expect(response.json().players[0]).toMatchObject({
      id: ids.ending,
      contractUntil: '2026-06',
      availability: 'Free agent',
    });
  });

  it('keeps a minor out for those who may not see them, and in for a verified agent', async () => {
    expect(ours(await found('availability=Free+agent&relocatesTo=Portugal'))).toEqual([ids.ending]);
    const verified = (await createVerifiedAgent(t.app)).client;
    const response = await verified.get('/api/search/players?availability=Free+agent&relocatesTo=Portugal');
    const listed = response.json().players.map((player: TPlayerSearchResult) => player.id);
    expect(ours(listed)).toEqual(sortedIds(ids.ending, ids.minor));
  });

  it('refuses a malformed month or an unknown availability (400)', async () => {
    const month = await agent.get('/api/search/players?contractEndsBefore=June');
    expect(month.statusCode).toBe(400);
    expect(month.json().fields).toMatchObject({ contractEndsBefore: englishOf(AVAILABILITY_MESSAGES.invalidMonth) });
    expect((await agent.get('/api/search/players?availability=Retired')).statusCode).toBe(400);
  });
});

describe('a saved search by availability', () => {
  it('"free agents, left-footed, 18–21, will move to Portugal" alerts when a player becomes one', async () => {
    const watcher = await createMember(t.app, 'Agent');
    const filters = { availability: 'Free agent', foot: 'Left', ageMin: 18, ageMax: 21, relocatesTo: 'Portugal' };
    const saved = await watcher.client.post('/api/saved-searches', { name: 'Free left-footers for Portugal', filters });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().filters).toMatchObject(filters);

    const player = await createMember(t.app, 'Player', { dob: dobYearsAgo(20), preferredFoot: 'Left' });
    await t.app.jobsSettled();
    const alertsOf = () =>
      t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.memberId, watcher.id), eq(notifications.type, 'saved_search_match')));
    expect(await alertsOf()).toEqual([]);

    const profile = { ...ROLE_FIELDS.Player, preferredFoot: 'Left' };
    const url = `/api/player-details/${player.id}`;
    const half = await player.client.put(url, { ...profile, availability: 'Free agent' });
    expect(half.statusCode, half.body).toBe(200);
    await t.app.jobsSettled();
    expect(await alertsOf()).toEqual([]);

    await player.client.put(url, { ...profile, availability: 'Free agent', relocation: ['Portugal'] });
    await expect.poll(alertsOf).toHaveLength(1);
    const [alert] = await alertsOf();
    // Stored in plain words (decision 069).
    expect(alert?.message).toBe(
      withoutIsolates(
        noticeText({ key: 'savedSearchMatch', values: { search: 'Free left-footers for Portugal' } }, 'en'),
      ),
    );
    expect(alert?.link).toBe('/search?ageMin=18&ageMax=21&foot=Left&availability=Free+agent&relocatesTo=Portugal');
  });

  it('refuses a malformed month in saved filters (400)', async () => {
    const response = await agent.post('/api/saved-searches', { name: 'x', filters: { contractEndsBefore: '2026' } });
    expect(response.statusCode).toBe(400);
  });
});
