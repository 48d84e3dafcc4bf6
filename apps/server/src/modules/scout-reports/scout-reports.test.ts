import es from '@scouting/contract/catalogs/es.json' with { type: 'json' };
import { MESSAGES } from '@scouting/contract/messages';
import type { TMyFeedbackPage, TScoutReport, TScoutReportPage } from '@scouting/contract/schemas/scout-reports';
import { GOALKEEPER_TECHNICAL_ATTRIBUTES, SCOUT_REPORT_MESSAGES } from '@scouting/contract/scout-reports';
import { englishOf } from '@scouting/contract/sentences';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createAdmin,
  createConsentedMinor,
  createMember,
  createVerifiedAgent,
  dobYearsAgo,
  latestMail,
} from '../../../test/factories.ts';
import { expectSignedOutAndRoleRefused } from '../../../test/guards.ts';
import { type TestClient, useTestApp } from '../../../test/test-app.ts';
import { forgetMember } from '../../auth/caller-cache.ts';
import { notifications, players, scoutReports, videos } from '../../db/schema/index.ts';

const t = useTestApp({}, {}, 120_000);

let nextVideo = 0;
async function addVideo(playerId: number): Promise<number> {
  nextVideo += 1;
  const [row] = await t.db
    .insert(videos)
    .values({
      playerId,
      youtubeVideoId: `scoutvid${nextVideo}`,
      title: `Match ${nextVideo}`,
      thumbnailUrl: `https://i.ytimg.com/vi/scoutvid${nextVideo}/hqdefault.jpg`,
    })
    .returning({ id: videos.id });
  if (!row) throw new Error('no video');
  return row.id;
}

const report = (playerId: number, patch: Record<string, unknown> = {}) => ({
  playerId,
  watchedOn: '2026-03-01',
  watchedVia: 'Live',
  competition: 'U19 League',
  opponent: 'Rivals FC',
  minutesWatched: 90,
  ratings: { technical: { passing: 4, finishing: 5 }, tactical: { positioning: 3 }, physical: { pace: 5 }, mental: {} },
  potential: 4,
  verdict: 'Monitor',
  strengths: 'Quick in the box',
  summary: 'Worth another look',
  ...patch,
});

async function write(client: TestClient, playerId: number, patch: Record<string, unknown> = {}) {
  const response = await client.post('/api/scout-reports', report(playerId, patch));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as TScoutReport;
}

describe('scouting reports', () => {
  it('lets a scout write, list, read, rewrite and delete their report', async () => {
    const scout = await createMember(t.app, 'Scout', { fullName: 'Sara Scout' });
    const player = await createMember(t.app, 'Player', { fullName: 'Kofi Striker' });
    const video = await addVideo(player.id);
    const created = await write(scout.client, player.id, {
      videoId: video,
      moments: [{ videoId: video, atSeconds: 75.5, note: 'Near-post finish' }],
    });
    expect(created).toMatchObject({
      author: { id: scout.id, fullName: 'Sara Scout', role: 'Scout' },
      player: { id: player.id, fullName: 'Kofi Striker', primaryPosition: 'ST' },
      ratings: { technical: { passing: 4, finishing: 5 }, mental: {} },
      verdict: 'Monitor',
      videoId: video,
      moments: [{ videoId: video, atSeconds: 75.5, note: 'Near-post finish' }],
      feedbackForPlayer: null,
      weaknesses: null,
    });

    const list = (await scout.client.get('/api/scout-reports')).json() as TScoutReportPage;
    expect(list.reports.map((r) => r.id)).toEqual([created.id]);
    expect((await scout.client.get(`/api/scout-reports?playerId=${player.id}`)).json().reports).toHaveLength(1);
    expect((await scout.client.get('/api/scout-reports?verdict=Sign')).json().reports).toEqual([]);
    expect((await scout.client.get('/api/scout-reports?position=GK')).json().reports).toEqual([]);
    expect((await scout.client.get('/api/scout-reports?position=ST&verdict=Monitor')).json().reports).toHaveLength(1);

    const read = await scout.client.get(`/api/scout-reports/${created.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);

    const { playerId: _, ...fields } = report(player.id, { verdict: 'Sign', potential: 5 });
    const rewritten = await scout.client.put(`/api/scout-reports/${created.id}`, fields);
    expect(rewritten.statusCode, rewritten.body).toBe(200);
    expect(rewritten.json()).toMatchObject({ verdict: 'Sign', potential: 5, moments: [], videoId: null });

    const deleted = await scout.client.delete(`/api/scout-reports/${created.id}`);
    expect(deleted.json()).toEqual({ message: englishOf(SCOUT_REPORT_MESSAGES.reportDeleted) });
    expect((await scout.client.get(`/api/scout-reports/${created.id}`)).statusCode).toBe(404);
    expect((await scout.client.delete(`/api/scout-reports/${created.id}`)).statusCode).toBe(404);
  });

  it('says a deletion in the caller’s language, and a refusal too', async () => {
    const scout = await createMember(t.app, 'Scout');
    const player = await createMember(t.app, 'Player');
    const created = await write(scout.client, player.id);
    const spanish = { 'accept-language': 'es' };
    const deleted = await scout.client.request({
      method: 'DELETE',
      url: `/api/scout-reports/${created.id}`,
      headers: spanish,
    });
    expect(deleted.headers['content-language']).toBe('es');
    expect(deleted.json()).toEqual({ message: es['SCOUT_REPORT_MESSAGES.reportDeleted'] });
    const again = await scout.client.request({
      method: 'DELETE',
      url: `/api/scout-reports/${created.id}`,
      headers: spanish,
    });
    expect(again.json().error).toBe(es['SCOUT_REPORT_MESSAGES.reportNotFound']);
  });

  it('pages the list by keyset', async () => {
    const club = await createMember(t.app, 'Club');
    const player = await createMember(t.app, 'Player');
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await write(club.client, player.id)).id);
    const first = (await club.client.get('/api/scout-reports?limit=2')).json() as TScoutReportPage;
    expect(first.reports.map((r) => r.id)).toEqual([ids[2], ids[1]]);
    const second = (await club.client.get(`/api/scout-reports?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second).toEqual({ reports: [expect.objectContaining({ id: ids[0] })], nextCursor: null });
  });

  it('answers the template of a position: goalkeepers have their own technical attributes', async () => {
    const agent = await createMember(t.app, 'Agent');
    const keeper = (await agent.client.get('/api/scout-report-template?position=GK')).json();
    expect(keeper.corners.map((c: { key: string }) => c.key)).toEqual(['technical', 'tactical', 'physical', 'mental']);
    expect(keeper.corners[0].attributes.map((a: { key: string }) => a.key)).toEqual(
      Object.keys(GOALKEEPER_TECHNICAL_ATTRIBUTES),
    );
    const striker = (await agent.client.get('/api/scout-report-template?position=ST')).json();
    expect(striker.corners[0].attributes[0]).toEqual({ key: 'firstTouch', label: 'First touch' });
    expect((await agent.client.get('/api/scout-report-template?position=XX')).statusCode).toBe(400);
  });

  it('refuses invalid reports with field errors', async () => {
    const scout = await createMember(t.app, 'Scout');
    const player = await createMember(t.app, 'Player');
    const keeper = await createMember(t.app, 'Player', { primaryPosition: 'GK', secondaryPosition: 'CB' });
    const fieldsOf = async (body: Record<string, unknown>) => {
      const response = await scout.client.post('/api/scout-reports', body);
      expect(response.statusCode, response.body).toBe(400);
      return response.json().fields as Record<string, string>;
    };
    expect(
      Object.values(await fieldsOf(report(player.id, { ratings: { ...report(0).ratings, mental: { charm: 3 } } }))),
    ).toContain(englishOf(SCOUT_REPORT_MESSAGES.unknownAttribute));
    expect(
      Object.values(await fieldsOf(report(player.id, { ratings: { ...report(0).ratings, physical: { pace: 6 } } }))),
    ).toContain(englishOf(SCOUT_REPORT_MESSAGES.ratingRange));
    expect(Object.values(await fieldsOf(report(player.id, { verdict: 'Maybe' })))).toContain(
      englishOf(SCOUT_REPORT_MESSAGES.verdictRequired),
    );
    expect(Object.values(await fieldsOf(report(player.id, { potential: 9 })))).toContain(
      englishOf(SCOUT_REPORT_MESSAGES.potentialRange),
    );
    expect(Object.values(await fieldsOf(report(player.id, { summary: 'x'.repeat(4001) })))).toContain(
      englishOf(SCOUT_REPORT_MESSAGES.summaryTooLong),
    );
    // A goalkeeper is rated on a goalkeeper's technique, not on finishing.
    expect(await fieldsOf(report(keeper.id))).toMatchObject({
      'ratings.technical.passing': englishOf(SCOUT_REPORT_MESSAGES.unknownAttribute),
    });
    // The moments point into the player's own videos, at 0 seconds or later.
    const othersVideo = await addVideo(keeper.id);
    expect(await fieldsOf(report(player.id, { moments: [{ videoId: othersVideo, atSeconds: 3 }] }))).toEqual({
      'moments.0.videoId': englishOf(SCOUT_REPORT_MESSAGES.videoNotThePlayers),
    });
    const ownVideo = await addVideo(player.id);
    expect(
      Object.values(await fieldsOf(report(player.id, { moments: [{ videoId: ownVideo, atSeconds: -2 }] }))),
    ).toContain(englishOf(SCOUT_REPORT_MESSAGES.momentSecondsInvalid));
    expect(await t.db.select().from(scoutReports).where(eq(scoutReports.authorId, scout.id))).toEqual([]);
  });

  it('refuses an invalid rewrite with field errors and keeps the report as it was', async () => {
    const scout = await createMember(t.app, 'Scout');
    const player = await createMember(t.app, 'Player');
    const created = await write(scout.client, player.id);
    const { playerId: _, ...fields } = report(player.id);
    const response = await scout.client.put(`/api/scout-reports/${created.id}`, {
      ...fields,
      verdict: 'Maybe',
      potential: 9,
      ratings: { ...fields.ratings, physical: { pace: 6 } },
    });
    expect(response.statusCode, response.body).toBe(400);
    const errors = Object.values(response.json().fields as Record<string, string>);
    expect(errors).toEqual(
      expect.arrayContaining([
        englishOf(SCOUT_REPORT_MESSAGES.verdictRequired),
        englishOf(SCOUT_REPORT_MESSAGES.potentialRange),
        englishOf(SCOUT_REPORT_MESSAGES.ratingRange),
      ]),
    );
    expect((await scout.client.get(`/api/scout-reports/${created.id}`)).json()).toEqual(created);
  });

  it('is refused to anonymous callers and players, and 404 for a member who is not a player', async () => {
    const player = await createMember(t.app, 'Player');
    const other = await createMember(t.app, 'Player');
    const refused = await expectSignedOutAndRoleRefused(t.app, 'Player', (client) =>
      client.post('/api/scout-reports', report(player.id)),
    );
    for (const path of ['/api/scout-reports', '/api/scout-report-template', '/api/scout-reports/1']) {
      expect((await refused.client.get(path)).statusCode).toBe(403);
    }
    expect((await other.client.delete('/api/scout-reports/1')).statusCode).toBe(403);
    const scout = await createMember(t.app, 'Scout');
    const agent = await createMember(t.app, 'Agent');
    const notAPlayer = await scout.client.post('/api/scout-reports', report(agent.id));
    expect(notAPlayer.statusCode).toBe(404);
    expect(notAPlayer.json().error).toBe(englishOf(MESSAGES.playerNotFound));
    expect((await scout.client.post('/api/scout-reports', report(999_999))).statusCode).toBe(404);
  });

  it("answers 404 for another member's report; an admin reads and deletes it, but does not rewrite it", async () => {
    const author = await createMember(t.app, 'Scout');
    const other = await createVerifiedAgent(t.app);
    const admin = await createAdmin(t.app);
    const player = await createMember(t.app, 'Player');
    const { id } = await write(author.client, player.id);
    const { playerId: _, ...fields } = report(player.id);
    for (const answer of [
      await other.client.get(`/api/scout-reports/${id}`),
      await other.client.put(`/api/scout-reports/${id}`, fields),
      await other.client.delete(`/api/scout-reports/${id}`),
      await admin.client.put(`/api/scout-reports/${id}`, fields),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error).toBe(englishOf(SCOUT_REPORT_MESSAGES.reportNotFound));
    }
    expect((await other.client.get('/api/scout-reports')).json().reports).toEqual([]);
    const all = (await admin.client.get('/api/scout-reports')).json() as TScoutReportPage;
    expect(all.reports.map((r) => r.id)).toContain(id);
    expect((await admin.client.get(`/api/scout-reports/${id}`)).statusCode).toBe(200);
    expect((await admin.client.delete(`/api/scout-reports/${id}`)).statusCode).toBe(200);
    expect((await author.client.get(`/api/scout-reports/${id}`)).statusCode).toBe(404);
  });

  it('hides a minor the author may not see: 404 on writing and on listing by them', async () => {
    const minor = await createMember(t.app, 'Player', { dob: dobYearsAgo(16) });
    const scout = await createMember(t.app, 'Scout');
    const written = await scout.client.post('/api/scout-reports', report(minor.id));
    expect(written.statusCode).toBe(404);
    expect(written.json().error).toBe(englishOf(MESSAGES.playerNotFound));
    expect((await scout.client.get(`/api/scout-reports?playerId=${minor.id}`)).statusCode).toBe(404);
  });

  it('answers 404 for a report on a minor who became hidden from the author since it was written', async () => {
    const agent = await createVerifiedAgent(t.app);
    const minor = await createConsentedMinor(t.app);
    const created = await write(agent.client, minor.id);
    expect((await agent.client.get(`/api/scout-reports/${created.id}`)).statusCode).toBe(200);
    // The parent refuses: an agent no longer sees the child.
    await t.db.update(players).set({ parentConsent: 'refused' }).where(eq(players.memberId, minor.id));
    await forgetMember(t.app.keyValueStore, minor.id);
    const read = await agent.client.get(`/api/scout-reports/${created.id}`);
    expect(read.statusCode, read.body).toBe(404);
    expect((await agent.client.get('/api/scout-reports')).json().reports).toEqual([]);
  });

  it("tells the player of feedback, shows it on /api/my-feedback without ratings or verdict, and copies a minor's parent", async () => {
    const agent = await createVerifiedAgent(t.app, { fullName: 'Ana Agent' });
    const minor = await createConsentedMinor(t.app);
    const refused = await agent.client.post(
      '/api/scout-reports',
      report(minor.id, { feedbackForPlayer: 'Call me on +44 7700 900123' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ feedbackForPlayer: englishOf(MESSAGES.contactDetailsInTextForMinors) });

    await write(agent.client, minor.id, { feedbackForPlayer: 'Great movement; work on your left foot.' });
    const bell = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.memberId, minor.id), eq(notifications.type, 'feedback_received')));
    expect(bell).toEqual([expect.objectContaining({ link: '/my-feedback', noticeKey: 'feedbackReceived' })]);
    const mail = await latestMail(t.app, minor.parentEmail);
    expect(mail.text).toContain('Ana Agent watched');
    expect(mail.text).toContain('Great movement; work on your left foot.');

    const page = (await minor.client.get('/api/my-feedback')).json() as TMyFeedbackPage;
    expect(page).toEqual({
      feedback: [
        {
          reportId: expect.any(Number),
          authorName: 'Ana Agent',
          authorRole: 'Agent',
          text: 'Great movement; work on your left foot.',
          watchedOn: '2026-03-01',
          createdAt: expect.any(String),
        },
      ],
      nextCursor: null,
    });
    expect(JSON.stringify(page)).not.toMatch(/verdict|ratings|potential/);
    // A report without feedback is not shown to the player, and the player never reads a report.
    await write(agent.client, minor.id);
    expect((await minor.client.get('/api/my-feedback')).json().feedback).toHaveLength(1);
    await expectSignedOutAndRoleRefused(t.app, 'Scout', (client) => client.get('/api/my-feedback'));
  });

  it("puts the author's reports in full in their export, and in the player's only the facts and the feedback", async () => {
    const scout = await createMember(t.app, 'Scout', { fullName: 'Export Scout' });
    const player = await createMember(t.app, 'Player');
    const withFeedback = await write(scout.client, player.id, { feedbackForPlayer: 'Keep your head up.' });
    await write(scout.client, player.id, { verdict: 'Not for us', weaknesses: 'Slow to recover' });
    const authors = (await scout.client.get('/api/account/export')).json();
    expect(authors.scoutReports.written).toHaveLength(2);
    expect(authors.scoutReports.written[0]).toEqual(withFeedback);
    const players = (await player.client.get('/api/account/export')).json();
    expect(players.scoutReports).toEqual({
      written: [],
      aboutMe: [
        {
          authorRole: 'Scout',
          authorName: 'Export Scout',
          watchedOn: '2026-03-01',
          writtenAt: withFeedback.createdAt,
          feedbackForPlayer: 'Keep your head up.',
        },
        {
          authorRole: 'Scout',
          authorName: null,
          watchedOn: '2026-03-01',
          writtenAt: expect.any(String),
          feedbackForPlayer: null,
        },
      ],
    });
    expect(JSON.stringify(players.scoutReports)).not.toMatch(/Not for us|Slow to recover|verdict|ratings/);
  });

  it('deletes the reports with their author and with their player', async () => {
    const scout = await createMember(t.app, 'Scout');
    const player = await createMember(t.app, 'Player');
    const other = await createMember(t.app, 'Player');
    await write(scout.client, player.id);
    const kept = await write(scout.client, other.id);
    const erased = await player.client.post('/api/account/delete', { password: player.password });
    expect(erased.statusCode, erased.body).toBe(200);
    const left = await t.db
      .select({ id: scoutReports.id })
      .from(scoutReports)
      .where(eq(scoutReports.authorId, scout.id));
    expect(left).toEqual([{ id: kept.id }]);
    const gone = await scout.client.post('/api/account/delete', { password: scout.password });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await t.db.select().from(scoutReports).where(eq(scoutReports.authorId, scout.id))).toEqual([]);
  });
});
