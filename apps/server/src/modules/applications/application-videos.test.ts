import { APPLICATION_MESSAGES, MAX_APPLICATION_VIDEOS } from '@scouting/contract/application-status';
import type { TApplication } from '@scouting/contract/schemas/applications';
import { englishOf } from '@scouting/contract/sentences';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createMember } from '../../../test/factories.ts';
import { multipart } from '../../../test/sample-files.ts';
import { buildTestApp, type TestApp, TestClient } from '../../../test/test-app.ts';
import { applications, applicationVideos, videos } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createMember>>;

let nextVideo = 0;
async function addVideo(playerId: number, extra: { hidden?: boolean } = {}): Promise<number> {
  nextVideo += 1;
  const [row] = await t.db
    .insert(videos)
    .values({
      playerId,
      youtubeVideoId: `clip${nextVideo}`,
      title: `Clip ${nextVideo}`,
      thumbnailUrl: `https://i.ytimg.com/vi/clip${nextVideo}/hqdefault.jpg`,
      ...extra,
    })
    .returning({ id: videos.id });
  if (!row) throw new Error('video insert returned no row');
  return row.id;
}

async function post(poster: Member, filters: Record<string, string> = {}): Promise<number> {
  const response = await poster.client.post('/api/opportunities', { description: 'Striker wanted', filters });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

function apply(client: TestClient, player: Member, opportunityId: number, extra: Record<string, string> = {}) {
  const fields = { playerId: String(player.id), opportunityId: String(opportunityId), introduction: 'Hi', ...extra };
  return client.request({ method: 'POST', url: '/api/apply', ...multipart(fields, {}) });
}

async function chosenOf(applicationId: number) {
  const rows = await t.db
    .select({ videoId: applicationVideos.videoId, position: applicationVideos.position })
    .from(applicationVideos)
    .where(eq(applicationVideos.applicationId, applicationId))
    .orderBy(applicationVideos.position);
  return rows.map((row) => row.videoId);
}

describe('POST /api/apply with videoIds', () => {
  it('stores the chosen clips in order, and the profile link defaults to the video profile', async () => {
    const agent = await createMember(t.app, 'Agent');
    const player = await createMember(t.app, 'Player');
    const first = await addVideo(player.id);
    const second = await addVideo(player.id);
    const opportunityId = await post(agent);
    const response = await apply(player.client, player, opportunityId, { videoIds: `${second},${first}` });
    expect(response.statusCode, response.body).toBe(201);
    const { applicationId } = response.json();
    expect(await chosenOf(applicationId)).toEqual([second, first]);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, applicationId));
    expect(row?.profileLink).toBe(`${t.app.config.appOrigin.replace(/\/$/, '')}/video-profile/${player.id}`);
  });

  it('keeps a profile link the player gave, and applies without any video', async () => {
    const agent = await createMember(t.app, 'Agent');
    const player = await createMember(t.app, 'Player');
    const opportunityId = await post(agent);
    const response = await apply(player.client, player, opportunityId, {
      profileLink: 'https://example.com/me',
      videoIds: '',
    });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, response.json().applicationId));
    expect(row?.profileLink).toBe('https://example.com/me');
    expect(await chosenOf(response.json().applicationId)).toEqual([]);
  });

  it("refuses another player's video, a hidden one, too many, and a malformed list (400), storing nothing", async () => {
    const agent = await createMember(t.app, 'Agent');
    const player = await createMember(t.app, 'Player');
    const other = await createMember(t.app, 'Player');
    const own = await addVideo(player.id);
    const hidden = await addVideo(player.id, { hidden: true });
    const theirs = await addVideo(other.id);
    const many = await Promise.all(Array.from({ length: MAX_APPLICATION_VIDEOS + 1 }, () => addVideo(player.id)));
    const opportunityId = await post(agent);
    const cases: [string, string][] = [
      [`${own},${theirs}`, englishOf(APPLICATION_MESSAGES.videoNotShown)],
      [String(hidden), englishOf(APPLICATION_MESSAGES.videoNotShown)],
      ['999999999', englishOf(APPLICATION_MESSAGES.videoNotShown)],
      [many.join(','), englishOf(APPLICATION_MESSAGES.tooManyVideos)],
      ['one,two', englishOf(APPLICATION_MESSAGES.videoNotShown)],
    ];
    for (const [videoIds, message] of cases) {
      const response = await apply(player.client, player, opportunityId, { videoIds });
      expect(response.statusCode, videoIds).toBe(400);
      expect(response.json().error, videoIds).toBe(message);
    }
    expect(await t.db.select().from(applications).where(eq(applications.opportunityId, opportunityId))).toHaveLength(0);
  });

  it('refuses anonymous (401), another player (403), posters and admins (403)', async () => {
    const agent = await createMember(t.app, 'Agent');
    const player = await createMember(t.app, 'Player');
    const other = await createMember(t.app, 'Player');
    const clip = await addVideo(player.id);
    const opportunityId = await post(agent);
    const extra = { videoIds: String(clip) };
    expect((await apply(new TestClient(t.app), player, opportunityId, extra)).statusCode).toBe(401);
    expect((await apply(other.client, player, opportunityId, extra)).statusCode).toBe(403);
    expect((await apply(agent.client, player, opportunityId, extra)).statusCode).toBe(403);
    expect((await apply((await createAdmin(t.app)).client, player, opportunityId, extra)).statusCode).toBe(403);
    expect(await t.db.select().from(applications).where(eq(applications.opportunityId, opportunityId))).toHaveLength(0);
  });
});

describe("the applicant's card on the poster's side", () => {
  it('carries the facts, the post filters, the chosen clip first, else the first shown video', async () => {
    const scout = await createMember(t.app, 'Scout');
    const chooser = await createMember(t.app, 'Player');
    const other = await createMember(t.app, 'Player');
    await addVideo(chooser.id);
    const chosen = await addVideo(chooser.id);
    await addVideo(other.id, { hidden: true });
    const otherShown = await addVideo(other.id);
    const opportunityId = await post(scout, { specificPosition: 'ST', ageRange: '25-30', country: 'Ghana' });
    expect((await apply(chooser.client, chooser, opportunityId, { videoIds: String(chosen) })).statusCode).toBe(201);
    expect((await apply(other.client, other, opportunityId)).statusCode).toBe(201);

    const list = (await scout.client.get(`/api/applications?opportunityId=${opportunityId}`)).json();
    const byPlayer = new Map<number, TApplication>(list.applications.map((a: TApplication) => [a.playerId, a]));
    const mine = byPlayer.get(chooser.id);
    expect(mine?.opportunity.filters).toEqual({
      country: 'Ghana',
      ageRange: '25-30',
      generalPosition: null,
      specificPosition: 'ST',
    });
    expect(mine?.applicant).toEqual({
      primaryPosition: 'ST',
      secondaryPosition: 'LW',
      age: 25,
      preferredFoot: 'Right',
      country: 'Spain',
    });
    expect(mine?.videoIds).toEqual([chosen]);
    expect(mine?.firstVideo).toMatchObject({ id: chosen, source: 'youtube', youtubeVideoId: expect.any(String) });
    expect(byPlayer.get(other.id)?.firstVideo?.id).toBe(otherShown);

    // A chosen clip hidden afterwards leaves the card, which falls back to the profile.
    await t.db.update(videos).set({ hidden: true }).where(eq(videos.id, chosen));
    const detail: TApplication = (await scout.client.get(`/api/applications/${mine?.id}`)).json();
    expect(detail.videoIds).toEqual([]);
    expect(detail.firstVideo?.id).not.toBe(chosen);
    expect(detail.firstVideo).not.toBeNull();
  });
});
