import { COMPARE_MESSAGES } from '@scouting/contract/compare';
import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createConsentedMinor,
  createMember,
  createVerifiedAgent,
  dobYearsAgo,
} from '../../../test/factories.ts';
import { buildTestApp, type TestApp, TestClient } from '../../../test/test-app.ts';
import { loadMember } from '../../auth/caller.ts';
import { videos } from '../../db/schema/index.ts';
import { comparePlayers } from './compare-players.ts';
import type { ReportAverages } from './report-averages.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let next = 0;
/** A shown video of the player with `count` ratings summing to `sum` (the totals the ratings keep). */
async function rated(playerId: number, sum: number, count: number) {
  next += 1;
  await t.db.insert(videos).values({
    playerId,
    youtubeVideoId: `compare${next}`,
    title: `Video ${next}`,
    thumbnailUrl: 'https://i.ytimg.com/vi/x/hqdefault.jpg',
    ratingSum: sum,
    ratingCount: count,
    averageRating: count > 0 ? sum / count : 0,
  });
}

const keeper = (fullName: string) =>
  createMember(t.app, 'Player', { fullName, primaryPosition: 'GK', secondaryPosition: 'GK' });

describe('GET /api/compare', () => {
  it("answers each player's facts and ratings in the order asked, with rating percentiles within the position group", async () => {
    const scout = await createMember(t.app, 'Scout');
    const best = await keeper('Best Keeper');
    const middle = await keeper('Middle Keeper');
    const low = await keeper('Low Keeper');
    const few = await keeper('Few Ratings');
    await rated(best.id, 15, 3);
    await rated(middle.id, 6, 2);
    await rated(middle.id, 3, 1);
    await rated(low.id, 3, 3);
    await rated(few.id, 10, 2);
    const striker = await createMember(t.app, 'Player', {
      fullName: 'Lone Striker',
      dob: dobYearsAgo(21),
      currentClub: 'Rayo',
      preferredFoot: 'Left',
      height: 1.81,
    });

    const answer = await scout.client.get(`/api/compare?players=${few.id},${best.id},${middle.id},${striker.id}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const compared = answer.json().players;
    expect(compared.map((p: { id: number }) => p.id)).toEqual([few.id, best.id, middle.id, striker.id]);
    expect(compared[3]).toMatchObject({
      fullName: 'Lone Striker',
      age: 21,
      primaryPosition: 'ST',
      secondaryPosition: 'LW',
      positionGroup: 'Forwards/Attackers',
      preferredFoot: 'Left',
      heightM: 1.81,
      currentClub: 'Rayo',
      country: 'Spain',
      rating: { average: 0, count: 0 },
      reports: { count: 0, corners: { technical: null, tactical: null, physical: null, mental: null } },
      percentiles: { basis: 'ratings', among: 0, corners: { technical: null } },
    });
    // The pool of keepers with three ratings or more: 5, 3 and 1 (two ratings are not enough).
    expect(compared[1]).toMatchObject({
      rating: { average: 5, count: 3 },
      percentiles: { basis: 'ratings', among: 3, corners: { technical: 83, mental: 83 } },
    });
    expect(compared[2]).toMatchObject({
      rating: { average: 3, count: 3 },
      percentiles: { basis: 'ratings', among: 3, corners: { physical: 50 } },
    });
    expect(compared[0]).toMatchObject({
      rating: { average: 5, count: 2 },
      percentiles: { basis: 'ratings', among: 0, corners: { tactical: null } },
    });
  });

  it('refuses fewer than two, more than four, repeated or malformed ids (400)', async () => {
    const agent = await createVerifiedAgent(t.app);
    for (const players of ['1', '1,2,3,4,5', '1,1', 'a,b', '1,,2', '0,1', '']) {
      const answer = await agent.client.get(`/api/compare?players=${players}`);
      expect(answer.statusCode, players).toBe(400);
      expect(answer.json().fields).toEqual({ players: englishOf(COMPARE_MESSAGES.playerCount) });
    }
    expect((await agent.client.get('/api/compare')).statusCode).toBe(400);
  });

  it('answers 401 anonymous, 403 to a player, 404 for a missing member, a non-player or a hidden minor', async () => {
    const one = await createMember(t.app, 'Player');
    const two = await createMember(t.app, 'Player');
    const url = `/api/compare?players=${one.id},${two.id}`;
    expect((await new TestClient(t.app).get(url)).statusCode).toBe(401);
    const player = await createMember(t.app, 'Player');
    const refused = await player.client.get(url);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('WRONG_ROLE');

    const club = await createMember(t.app, 'Club');
    expect((await club.client.get(url)).statusCode).toBe(200);
    const missing = await club.client.get(`/api/compare?players=${one.id},999999`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(englishOf(MESSAGES.playerNotFound));
    expect((await club.client.get(`/api/compare?players=${one.id},${club.id}`)).statusCode).toBe(404);

    const minor = await createConsentedMinor(t.app);
    const withMinor = `/api/compare?players=${one.id},${minor.id}`;
    expect((await club.client.get(withMinor)).statusCode).toBe(404);
    const agent = await createVerifiedAgent(t.app);
    expect((await agent.client.get(withMinor)).statusCode).toBe(200);
    const admin = await createAdmin(t.app);
    expect((await admin.client.get(withMinor)).statusCode).toBe(200);
  });
});

describe('comparePlayers with the caller’s report averages', () => {
  it("gives the caller's corner averages and ranks each corner among the group's players they reported on", async () => {
    const scout = await createMember(t.app, 'Scout');
    const one = await createMember(t.app, 'Player', { primaryPosition: 'CB' });
    const two = await createMember(t.app, 'Player', { primaryPosition: 'LB' });
    const unreported = await createMember(t.app, 'Player', { primaryPosition: 'RB' });
    const asked: unknown[] = [];
    const reports: ReportAverages = async (_db, authorId, positions) => {
      asked.push({ authorId, positions });
      return [
        {
          playerId: one.id,
          primaryPosition: 'CB',
          reportCount: 2,
          corners: { technical: 4.5, tactical: 3, physical: null, mental: 2 },
        },
        {
          playerId: two.id,
          primaryPosition: 'LB',
          reportCount: 1,
          corners: { technical: 3, tactical: 3, physical: 4, mental: 5 },
        },
        // A striker the scout reported on is in another group: not among the defenders.
        {
          playerId: 424242,
          primaryPosition: 'ST',
          reportCount: 1,
          corners: { technical: 1, tactical: 1, physical: 1, mental: 1 },
        },
      ];
    };
    const viewer = await loadMember(t.db, scout.id);
    if (!viewer) throw new Error('no scout');
    const answer = await comparePlayers(t.db, viewer, [one.id, two.id, unreported.id], reports);
    // One call for every player, naming the positions of their groups.
    expect(asked).toEqual([{ authorId: scout.id, positions: ['LB', 'RB', 'CB'] }]);
    const [first, second, third] = answer.players;
    expect(first?.reports).toEqual({ count: 2, corners: { technical: 4.5, tactical: 3, physical: null, mental: 2 } });
    expect(first?.percentiles).toEqual({
      basis: 'reports',
      among: 2,
      corners: { technical: 75, tactical: 50, physical: null, mental: 25 },
    });
    expect(second?.percentiles.corners).toEqual({ technical: 25, tactical: 50, physical: 50, mental: 75 });
    expect(third?.reports.count).toBe(0);
    expect(third?.percentiles.basis).toBe('ratings');
  });
});

describe('GET /api/compare with the caller’s scouting reports', () => {
  const ratings = (technical: number, mental: number) => ({
    technical: { passing: technical, finishing: technical },
    tactical: {},
    physical: { pace: 4 },
    mental: { composure: mental },
  });
  const write = async (client: TestClient, playerId: number, values: ReturnType<typeof ratings>) => {
    const response = await client.post('/api/scout-reports', {
      playerId,
      watchedOn: '2026-03-01',
      watchedVia: 'Video',
      ratings: values,
      potential: 3,
      verdict: 'Monitor',
    });
    expect(response.statusCode, response.body).toBe(201);
  };

  it("averages the caller's own reports per corner; another scout's reports do not count", async () => {
    const scout = await createMember(t.app, 'Scout');
    const other = await createMember(t.app, 'Scout');
    const first = await createMember(t.app, 'Player', { primaryPosition: 'ST' });
    const second = await createMember(t.app, 'Player', { primaryPosition: 'ST' });
    await write(scout.client, first.id, ratings(4, 2));
    await write(scout.client, first.id, ratings(2, 4));
    await write(scout.client, second.id, ratings(5, 5));
    await write(other.client, second.id, ratings(1, 1));

    const response = await scout.client.get(`/api/compare?players=${first.id},${second.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const [a, b] = response.json().players;
    expect(a.reports).toMatchObject({ count: 2, corners: { technical: 3, tactical: null, physical: 4, mental: 3 } });
    expect(b.reports).toMatchObject({ count: 1, corners: { technical: 5, tactical: null, physical: 4, mental: 5 } });

    // The other scout sees only their own report on the second player, and none on the first.
    const theirs = (await other.client.get(`/api/compare?players=${first.id},${second.id}`)).json().players;
    expect(theirs[0].reports.count).toBe(0);
    expect(theirs[1].reports).toMatchObject({ count: 1, corners: { technical: 1, mental: 1 } });
  });
});
