import { beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createConsentedMinor,
  createMember,
  createVerifiedAgent,
  dobYearsAgo,
} from '../../../test/factories.ts';
import { png } from '../../../test/sample-files.ts';
import { TestClient, useTestApp } from '../../../test/test-app.ts';
import { videos } from '../../db/schema/index.ts';
import { storeFile } from '../../platform/uploads/store-file.ts';

/**
 * docs/product.md#who-may-see-whom, route by route and viewer by viewer: a minor is seen by admins, by the minor, and
 * by verified agents once a parent confirmed. Everyone else gets the missing-player answer (404),
 * and no field of the hidden minor appears in any body.
 */
const t = useTestApp({}, {}, 120_000);

type Subject = { id: number; fullName: string; username: string; videoId: number; imageId: string };
type Viewer = { name: string; client: TestClient; role: string; seesConsented: boolean; isAdmin: boolean };

let nextVideo = 0;
async function subject(consented: boolean, fullName: string): Promise<Subject> {
  const overrides = { fullName, dob: dobYearsAgo(15) };
  const minor = consented
    ? await createConsentedMinor(t.app, overrides)
    : await createMember(t.app, 'Player', overrides);
  nextVideo += 1;
  const [video] = await t.db
    .insert(videos)
    .values({
      playerId: minor.id,
      youtubeVideoId: `minor${nextVideo}`,
      title: `${fullName} highlights`,
      thumbnailUrl: `https://i.ytimg.com/vi/minor${nextVideo}/hqdefault.jpg`,
    })
    .returning({ id: videos.id });
  const image = await storeFile(t.db, t.app.storage, minor.id, 'profile_image', {
    filename: 'me.png',
    data: await png(),
  });
  return {
    id: minor.id,
    fullName,
    username: String(minor.payload.username),
    videoId: video?.id ?? 0,
    imageId: image.id,
  };
}

async function viewers(): Promise<Viewer[]> {
  const as = (name: string, client: TestClient, role: string, seesConsented = false, isAdmin = false) => ({
    name,
    client,
    role,
    seesConsented,
    isAdmin,
  });
  const pendingMinor = await createMember(t.app, 'Player', { dob: dobYearsAgo(16) });
  const consentedMinor = await createConsentedMinor(t.app);
  const adult = await createMember(t.app, 'Player', { dob: dobYearsAgo(25) });
  return [
    as('a minor pending consent', pendingMinor.client, 'Player'),
    as('a minor with consent', consentedMinor.client, 'Player'),
    as('an adult player', adult.client, 'Player'),
    as('a scout', (await createMember(t.app, 'Scout')).client, 'Scout'),
    as('a club', (await createMember(t.app, 'Club')).client, 'Club'),
    as('an unverified agent', (await createMember(t.app, 'Agent')).client, 'Agent'),
    as('a verified agent', (await createVerifiedAgent(t.app)).client, 'Agent', true),
    as('an admin', (await createAdmin(t.app)).client, 'Admin', true, true),
  ];
}

function expectNoTrace(body: string, minor: Subject) {
  expect(body).not.toContain(minor.fullName);
  expect(body).not.toContain(minor.username);
}

describe('who sees a minor', () => {
  let hidden: Subject;
  let consented: Subject;
  let all: Viewer[];
  beforeAll(async () => {
    hidden = await subject(false, 'Pendingconsent Kidname');
    consented = await subject(true, 'Consented Kidname');
    all = await viewers();
  }, 120_000);

  it('answers profile, videos, average rating, pictures and rating by who may see the minor', async () => {
    for (const viewer of all) {
      for (const minor of [hidden, consented]) {
        const visible = viewer.isAdmin || (viewer.seesConsented && minor === consented);
        const expected = visible ? 200 : 404;
        const label = `${viewer.name} → ${minor.fullName}`;
        for (const path of [
          `/api/player-details/${minor.id}`,
          `/api/player-videos/${minor.id}`,
          `/api/player-average-rating/${minor.id}`,
          `/api/files/${minor.imageId}`,
        ]) {
          const response = await viewer.client.get(path);
          expect(response.statusCode, `${label} ${path}`).toBe(expected);
          if (!visible) expectNoTrace(response.body, minor);
        }
        const rated = await viewer.client.post('/api/rate-video', { videoId: minor.videoId, rating: 4 });
        // Players may not rate at all (docs/product.md#videos-and-ratings); for the others it follows who sees the minor.
        expect(rated.statusCode, `${label} rate`).toBe(viewer.role === 'Player' ? 403 : expected);
        if (!visible) expectNoTrace(rated.body, minor);
      }
    }
  });

  it('leaves minors out of the video pool unless the viewer may see them (13-16 is empty for most)', async () => {
    for (const viewer of all) {
      const pool = await viewer.client.get('/api/video-pool?ageRange=13-16&limit=100');
      if (viewer.role === 'Player') {
        expect(pool.statusCode).toBe(403);
        continue;
      }
      expect(pool.statusCode).toBe(200);
      const names = (pool.json() as { videos: { player: { fullName: string } }[] }).videos.map(
        (v) => v.player.fullName,
      );
      expect(names.includes(consented.fullName), viewer.name).toBe(viewer.seesConsented);
      expect(names.includes(hidden.fullName), viewer.name).toBe(viewer.isAdmin);
      if (!viewer.seesConsented) expect(names).toEqual([]);
      if (!viewer.isAdmin) expectNoTrace(pool.body, hidden);
      const unfiltered = await viewer.client.get('/api/video-pool?limit=100');
      if (!viewer.isAdmin) expectNoTrace(unfiltered.body, hidden);
      if (!viewer.seesConsented) expectNoTrace(unfiltered.body, consented);
    }
  });

  it('gives even a verified agent no e-mail, parent e-mail or birth date of a minor; the age stays a number', async () => {
    const agent = all.find((viewer) => viewer.name === 'a verified agent');
    const details = (await agent?.client.get(`/api/player-details/${consented.id}`))?.json();
    expect(details).toMatchObject({ dob: null, emailAddress: null, parentEmail: null, age: 15 });
    expect(JSON.stringify(details)).not.toContain('parent@example.com');
  });

  it('lets the minor see themself, and refuses anonymous callers (401)', async () => {
    const anonymous = new TestClient(t.app);
    for (const path of [
      `/api/player-details/${hidden.id}`,
      `/api/player-videos/${hidden.id}`,
      `/api/player-average-rating/${hidden.id}`,
      `/api/files/${hidden.imageId}`,
      '/api/video-pool?ageRange=13-16',
    ]) {
      const response = await anonymous.get(path);
      expect(response.statusCode, path).toBe(401);
      expectNoTrace(response.body, hidden);
    }
    expect((await anonymous.post('/api/rate-video', { videoId: hidden.videoId, rating: 3 })).statusCode).toBe(401);
  });
});
