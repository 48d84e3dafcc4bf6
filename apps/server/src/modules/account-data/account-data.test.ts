import { ACCOUNT_DATA_MESSAGES, DELETED_MEMBER_NAME } from '@scouting/contract/account-data';
import { accountExportFileName } from '@scouting/contract/account-export';
import { MESSAGES } from '@scouting/contract/messages';
import { IMAGE_UPLOAD_PATHS } from '@scouting/contract/profile-images';
import { englishOf } from '@scouting/contract/sentences';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createAccount,
  createAdmin,
  createConsentedMinor,
  createMember,
  createVerifiedAgent,
  dobYearsAgo,
  STRONG_PASSWORD,
  uniqueEmail,
} from '../../../test/factories.ts';
import { multipart, pdf, png } from '../../../test/sample-files.ts';
import { TestClient, useTestApp } from '../../../test/test-app.ts';
import { enableTwoFactorFor, totpCode } from '../../../test/two-factor.ts';
import { loadMember } from '../../auth/caller.ts';
import {
  accountLanguages,
  agentProfileViews,
  applications,
  auditLog,
  conversationReads,
  files,
  jobs,
  members,
  notificationPreferences,
  pushSubscriptions,
  user,
  videoRatings,
  videos,
} from '../../db/schema/index.ts';
import { enqueueMail } from '../../infra/queue/mail-jobs.ts';
import { WRITE_LIMITS } from '../../platform/rate-limits/write-limits.ts';
import { applyToOpportunity } from '../applications/apply.ts';

const t = useTestApp({}, {}, 120_000);

type Member = Awaited<ReturnType<typeof createMember>>;

async function postOpportunity(agent: Member, description: string): Promise<number> {
  const response = await agent.client.post('/api/opportunities', { description });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function applyWithCv(player: Member, opportunityId: number): Promise<number> {
  const response = await player.client.request({
    method: 'POST',
    url: '/api/apply',
    ...multipart(
      { playerId: String(player.id), opportunityId: String(opportunityId), introduction: 'I score goals' },
      { cv: { filename: 'my-cv.pdf', data: pdf(), type: 'application/pdf' } },
    ),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().applicationId;
}

async function converse(agent: Member, player: Member): Promise<number> {
  const started = await agent.client.post('/api/conversations/start', {
    participant1_id: agent.id,
    participant2_id: player.id,
  });
  expect(started.statusCode, started.body).toBeLessThan(300);
  const id: number = started.json().id;
  await agent.client.post('/api/messages/send', {
    conversationId: id,
    senderId: agent.id,
    message: 'Hello from the agent',
  });
  await player.client.post('/api/messages/send', { conversationId: id, senderId: player.id, message: 'Hello back' });
  return id;
}

async function addVideo(playerId: number, key: string): Promise<number> {
  const [row] = await t.db
    .insert(videos)
    .values({ playerId, youtubeVideoId: key, title: `Video ${key}`, thumbnailUrl: 'https://i.ytimg.com/x.jpg' })
    .returning({ id: videos.id });
  if (!row) throw new Error('video not inserted');
  return row.id;
}

async function exportOf(client: TestClient) {
  const response = await client.get('/api/account/export');
  expect(response.statusCode, response.body).toBe(200);
  return { response, data: response.json(), text: response.body };
}

/** Mails to an address still waiting in the queue or given up there (an admin may retry those). */
async function queuedMailsTo(address: string) {
  const rows = await t.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(inArray(jobs.state, ['waiting', 'failed']), sql`${jobs.payload}->>'to' = ${address}`));
  return rows.length;
}

const deleteAccount = (member: { client: TestClient }, body: Record<string, unknown> = { password: STRONG_PASSWORD }) =>
  member.client.post('/api/account/delete', body);

const CHOSEN_PREFERENCES = {
  messages: 'off',
  applications: 'email',
  opportunities: 'bell',
  alerts: 'digest',
  chime: false,
};

const PUSH_KEYS = { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) };

describe('GET /api/account/export', () => {
  it('answers everything held about the member as a dated JSON attachment, and nothing secret', async () => {
    const agent = await createVerifiedAgent(t.app, { fullName: 'Export Agent' });
    const player = await createMember(t.app, 'Player', { fullName: 'Export Player' });
    const opportunityId = await postOpportunity(agent, 'Left back wanted for export');
    const applicationId = await applyWithCv(player, opportunityId);
    const moved = await agent.client.put(`/api/applications/${applicationId}/status`, { status: 'Shortlisted' });
    expect(moved.statusCode, moved.body).toBe(200);
    await converse(agent, player);
    await player.client.post(`/api/opportunities/${opportunityId}/favourite`);
    const device = 'https://fcm.googleapis.com/fcm/send/send/export-device';
    await player.client.post('/api/push/subscriptions', { endpoint: device, keys: PUSH_KEYS });
    // The player opens the agent's profile (docs/product.md#admin-pages): recorded, so part of the export.
    expect((await player.client.get(`/api/agent-details/${agent.id}`)).statusCode).toBe(200);

    await player.client.put('/api/notification-preferences', { ...CHOSEN_PREFERENCES });

    const { response, data, text } = await exportOf(player.client);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${accountExportFileName(player.id, new Date())}"`,
    );
    expect(response.headers['content-type']).toContain('application/json');
    expect(data.account).toMatchObject({ email: player.email, emailVerified: true, twoFactorEnabled: false });
    expect(data.profile.member).toMatchObject({ id: player.id, role: 'Player', fullName: 'Export Player' });
    expect(data.profile.roleDetails).toMatchObject({ currentClub: player.payload.currentClub });
    expect(data.applications).toEqual([
      expect.objectContaining({
        id: applicationId,
        opportunity: 'Left back wanted for export',
        cvFileName: 'my-cv.pdf',
        status: 'Shortlisted',
        statusHistory: expect.arrayContaining([expect.objectContaining({ status: 'Shortlisted' })]),
      }),
    ]);
    expect(data.files).toEqual([expect.objectContaining({ kind: 'cv', fileName: 'my-cv.pdf' })]);
    expect(data.messages).toEqual([
      expect.objectContaining({ partnerName: 'Export Agent', direction: 'received', message: 'Hello from the agent' }),
      expect.objectContaining({ partnerName: 'Export Agent', direction: 'sent', message: 'Hello back' }),
    ]);
    expect(data.favourites).toEqual([expect.objectContaining({ opportunityId })]);
    // The device's address and when it subscribed; nothing about deliveries (what a push service answered).
    expect(data.pushSubscriptions).toEqual([{ endpoint: device, createdAt: expect.any(String) }]);
    expect(data.notificationPreferences).toEqual(CHOSEN_PREFERENCES);
    expect(data.agentProfileViews).toEqual({
      opened: [{ agentId: agent.id, viewedAt: expect.any(String) }],
      receivedCount: 0,
    });
    // The agent is told how often the profile was opened, never by whom.
    const agentsExport = (await exportOf(agent.client)).data;
    expect(agentsExport.agentProfileViews).toEqual({ opened: [], receivedCount: 1 });
    // The browser's push keys are its own: the address of the device is enough to recognise it.
    expect(text).not.toContain(PUSH_KEYS.p256dh);
    expect(data.notifications.length).toBeGreaterThan(0);
    expect(data.truncated).toEqual([]);
    // Never a password hash, a two-factor secret, a session token, or the other side's private data.
    expect(text).not.toMatch(/"(password|secret|token|backupCodes)"/i);
    expect(text).not.toContain(agent.email);
    expect(text).not.toContain(agent.payload.contactEmail);

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'account.exported'), eq(auditLog.actorId, player.id)));
    expect(entry).toMatchObject({ subjectMemberId: player.id, details: null });
  });

  it('gives an agent their ratings, lists and safeguarding requests, without the minor’s private facts', async () => {
    const agent = await createVerifiedAgent(t.app, { fullName: 'Listing Agent' });
    const player = await createMember(t.app, 'Player', { fullName: 'Listed Player' });
    const videoId = await addVideo(player.id, 'exportVid01');
    expect((await agent.client.post('/api/rate-video', { videoId, rating: 4 })).statusCode).toBe(200);
    const list = (await agent.client.post('/api/shortlists', { name: 'Export targets' })).json().id;
    await agent.client.post(`/api/shortlists/${list}/players`, { playerId: player.id, note: 'Quick feet' });
    const minor = await createConsentedMinor(t.app, { dob: '2012-03-04', fullName: 'Young Talent' });
    const asked = await agent.client.post('/api/underage-message-request', {
      agentId: agent.id,
      playerId: minor.id,
      message: 'May I talk to the parents?',
    });
    expect(asked.statusCode, asked.body).toBeLessThan(300);

    const { data, text } = await exportOf(agent.client);
    expect(data.ratingsGiven).toEqual([
      expect.objectContaining({ videoId, rating: 4, videoTitle: 'Video exportVid01' }),
    ]);
    expect(data.shortlists).toEqual([
      expect.objectContaining({
        name: 'Export targets',
        entries: [expect.objectContaining({ playerName: 'Listed Player', note: 'Quick feet' })],
      }),
    ]);
    expect(data.safeguarding.underageMessageRequests).toEqual([
      expect.objectContaining({ relation: 'made by me', playerName: 'Young Talent', agentName: 'Listing Agent' }),
    ]);
    expect(text).not.toContain(minor.email);
    expect(text).not.toContain('2012-03-04');

    const { data: minorData, text: minorText } = await exportOf(minor.client);
    expect(minorData.safeguarding.underageMessageRequests).toEqual([
      expect.objectContaining({ relation: 'about me', agentName: 'Listing Agent', message: null }),
    ]);
    // The agent wrote the request for the admins who review it, not for the minor.
    expect(minorText).not.toContain('May I talk to the parents?');
    expect(data.safeguarding.underageMessageRequests[0].message).toBe('May I talk to the parents?');
  });

  it('gives a poster their posts, stars, status messages and trial invitations; an applicant none of theirs', async () => {
    const agent = await createVerifiedAgent(t.app, { fullName: 'Posting Agent' });
    const player = await createMember(t.app, 'Player', { fullName: 'Applying Player' });
    const opportunityId = await postOpportunity(agent, 'Winger wanted for the export');
    const applicationId = await applyWithCv(player, opportunityId);
    const starred = await agent.client.post('/api/star-application', { agentId: agent.id, applicationId });
    expect(starred.statusCode, starred.body).toBe(200);
    const moved = await agent.client.put(`/api/applications/${applicationId}/status`, {
      status: 'Shortlisted',
      message: 'Great first touch',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const startsAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const invited = await agent.client.post(`/api/applications/${applicationId}/trial-invitation`, {
      startsAt,
      venue: 'Export Park, pitch 2',
      details: 'Bring boots',
    });
    expect(invited.statusCode, invited.body).toBe(200);

    const { data } = await exportOf(agent.client);
    expect(data.posted.opportunities).toEqual([
      expect.objectContaining({ id: opportunityId, description: 'Winger wanted for the export', status: 'Open' }),
    ]);
    expect(data.posted.starredApplications).toEqual([
      {
        applicationId,
        playerName: 'Applying Player',
        opportunity: 'Winger wanted for the export',
        starredAt: expect.any(String),
      },
    ]);
    expect(data.posted.statusChanges).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          applicationId,
          playerName: 'Applying Player',
          status: 'Shortlisted',
          message: 'Great first touch',
        }),
      ]),
    );
    expect(data.posted.trialInvitations).toEqual([
      expect.objectContaining({
        applicationId,
        playerName: 'Applying Player',
        startsAt: new Date(startsAt).toISOString(),
        venue: 'Export Park, pitch 2',
        details: 'Bring boots',
        answer: 'pending',
      }),
    ]);
    // The applicant's own steps are in their applications, not among what they posted.
    expect((await exportOf(player.client)).data.posted).toEqual({
      opportunities: [],
      starredApplications: [],
      statusChanges: [],
      trialInvitations: [],
    });
  });

  it('is for signed-in members: 401 anonymous, and a few a day (429 with Retry-After)', async () => {
    expect((await new TestClient(t.app).get('/api/account/export')).statusCode).toBe(401);
    const scout = await createMember(t.app, 'Scout');
    for (let i = 0; i < WRITE_LIMITS.accountExport.max; i++) await exportOf(scout.client);
    const refused = await scout.client.get('/api/account/export');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: englishOf(MESSAGES.accountExportLimited), code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('POST /api/account/delete: refusals', () => {
  it('keeps the last admin (409), then lets an admin go once another admin exists', async () => {
    const admins = await t.db.select({ id: members.id }).from(members).where(eq(members.role, 'Admin'));
    expect(admins).toEqual([]);
    const first = await createAdmin(t.app);
    const code = await totpCode(t.app, first.totpSecret);
    const refused = await deleteAccount(first, { password: STRONG_PASSWORD, code });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: englishOf(ACCOUNT_DATA_MESSAGES.lastAdmin), code: 'CONFLICT' });

    await createAdmin(t.app);
    const deleted = await deleteAccount(first, {
      password: STRONG_PASSWORD,
      code: await totpCode(t.app, first.totpSecret),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
  });

  it('answers 401 anonymous, 400 without a password, 403 for a wrong password, saying so', async () => {
    expect((await new TestClient(t.app).post('/api/account/delete', { password: 'x' })).statusCode).toBe(401);
    const player = await createMember(t.app, 'Player');
    const missing = await deleteAccount(player, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toMatchObject({ password: englishOf(ACCOUNT_DATA_MESSAGES.enterPasswordToDelete) });
    const wrong = await deleteAccount(player, { password: 'Wrong-password-1!' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ error: englishOf(ACCOUNT_DATA_MESSAGES.wrongPassword), code: 'FORBIDDEN' });
    expect((await player.client.get('/api/me')).statusCode).toBe(200);
  });

  it('asks for the code when two-factor sign-in is on: 400 without it, 403 when wrong', async () => {
    const club = await createMember(t.app, 'Club');
    const secret = await enableTwoFactorFor(t.app, club.email);
    const noCode = await deleteAccount(club);
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json()).toMatchObject({ error: englishOf(ACCOUNT_DATA_MESSAGES.codeRequired) });
    const current = await totpCode(t.app, secret);
    const wrongCode = current === '000000' ? '111111' : '000000';
    const wrong = await deleteAccount(club, { password: STRONG_PASSWORD, code: wrongCode });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toBe(englishOf(ACCOUNT_DATA_MESSAGES.wrongCode));
    const done = await deleteAccount(club, { password: STRONG_PASSWORD, code: await totpCode(t.app, secret) });
    expect(done.statusCode, done.body).toBe(200);
  });
});

describe('POST /api/account/delete: a player deletes their account', () => {
  let agent: Member;
  let scout: Member;
  let player: Member;
  let conversationId: number;
  let imageUrl: string;
  let storageKeys: string[];
  let otherVideo: number;
  let playerUserId: string;

  beforeAll(async () => {
    agent = await createVerifiedAgent(t.app, { fullName: 'Staying Agent' });
    scout = await createMember(t.app, 'Scout', { fullName: 'Rating Scout' });
    player = await createMember(t.app, 'Player', { fullName: 'Vanishing Vega', country: 'Iceland' });
    const uploaded = await player.client.request({
      method: 'POST',
      url: IMAGE_UPLOAD_PATHS.Player.profile,
      ...multipart({}, { image: { filename: 'me.png', data: await png(), type: 'image/png' } }),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    imageUrl = uploaded.json().imageUrl;
    await applyWithCv(player, await postOpportunity(agent, 'Striker wanted before a deletion'));
    conversationId = await converse(agent, player);
    const chose = await player.client.put('/api/notification-preferences', { ...CHOSEN_PREFERENCES });
    expect(chose.statusCode, chose.body).toBe(200);
    // Their language (docs/product.md#languages), kept on the account.
    const spoke = await player.client.put('/api/account/language', { language: 'ar' });
    expect(spoke.statusCode, spoke.body).toBe(200);
    const [account] = await t.db.select({ id: members.authUserId }).from(members).where(eq(members.id, player.id));
    playerUserId = account?.id ?? '';
    expect(await t.db.select().from(accountLanguages).where(eq(accountLanguages.userId, playerUserId))).toHaveLength(1);
    const playerVideo = await addVideo(player.id, 'vanishVid01');
    expect((await scout.client.post('/api/rate-video', { videoId: playerVideo, rating: 5 })).statusCode).toBe(200);
    // The player is a member others rate for: a video of another player they never touched.
    const other = await createMember(t.app, 'Player', { fullName: 'Other Striker' });
    otherVideo = await addVideo(other.id, 'stayingVid1');
    const list = (await agent.client.post('/api/shortlists', { name: 'Before the deletion' })).json().id;
    await agent.client.post(`/api/shortlists/${list}/players`, { playerId: player.id });
    storageKeys = (await t.db.select({ key: files.storageKey }).from(files).where(eq(files.ownerId, player.id))).map(
      (row) => row.key,
    );
    expect(storageKeys.length).toBe(2);
    const search = (await agent.client.get('/api/search/players?q=Vanishing')).json();
    expect(search.players.map((p: { id: number }) => p.id)).toContain(player.id);

    await player.client.post('/api/push/subscriptions', {
      endpoint: 'https://fcm.googleapis.com/fcm/send/send/gone',
      keys: PUSH_KEYS,
    });
    // An opened agent profile (docs/product.md#admin-pages) goes with the account.
    expect((await player.client.get(`/api/agent-details/${agent.id}`)).statusCode).toBe(200);

    const deleted = await deleteAccount(player);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ message: englishOf(ACCOUNT_DATA_MESSAGES.accountDeleted) });
  });

  it('signs every session out and refuses the sign-in', async () => {
    expect((await player.client.get('/api/me')).statusCode).toBe(401);
    const signIn = await new TestClient(t.app).post('/api/auth/sign-in/email', {
      email: player.email,
      password: STRONG_PASSWORD,
    });
    expect(signIn.statusCode).toBe(401);
  });

  it('removes the files: 404 to anyone, and the bytes are gone from storage', async () => {
    expect((await agent.client.get(imageUrl)).statusCode).toBe(404);
    for (const key of storageKeys) await expect(t.app.storage.get(key)).rejects.toThrow();
  });

  it('takes the member out of search, the pool, lists and profiles at once', async () => {
    const search = (await agent.client.get('/api/search/players?q=Vanishing')).json();
    expect(search.players).toEqual([]);
    const pool = (await agent.client.get('/api/video-pool')).json();
    expect(pool.videos.map((v: { player: { id: number } }) => v.player.id)).not.toContain(player.id);
    const lists = (await agent.client.get('/api/shortlists')).json();
    expect(JSON.stringify(lists)).not.toContain('Vanishing');
    expect((await agent.client.get(`/api/player-details/${player.id}`)).statusCode).toBe(404);
    const applications = await agent.client.get('/api/applications');
    expect(applications.body).not.toContain('Vanishing');
  });

  it('leaves the partner the thread, with "Deleted member" and no way to reply', async () => {
    const inbox = (await agent.client.get(`/api/conversations/${agent.id}`)).json();
    const row = inbox.conversations.find((c: { id: number }) => c.id === conversationId);
    expect(row).toMatchObject({ partnerName: DELETED_MEMBER_NAME });
    const thread = (await agent.client.get(`/api/messages/${conversationId}`)).json();
    expect(thread.messages.map((m: { message: string }) => m.message)).toEqual(['Hello from the agent', 'Hello back']);
    expect(thread).toMatchObject({ canSend: false, readOnlyReason: englishOf(ACCOUNT_DATA_MESSAGES.partnerDeleted) });
    const reply = await agent.client.post('/api/messages/send', { conversationId, senderId: agent.id, message: 'Hi?' });
    expect(reply.statusCode).toBe(403);
    const bell = (await agent.client.get(`/api/notifications/${agent.id}`)).json();
    expect(JSON.stringify(bell)).not.toContain('Vanishing');
  });

  it('keeps the row nameless, erases the account, and the player’s videos go with their ratings', async () => {
    const [row] = await t.db.select().from(members).where(eq(members.id, player.id));
    expect(row).toMatchObject({ fullName: DELETED_MEMBER_NAME, dob: null, country: null, authUserId: null });
    expect(row?.deletedAt).not.toBeNull();
    expect(await t.db.select().from(user).where(eq(user.email, player.email))).toEqual([]);
    expect(await t.db.select().from(videos).where(eq(videos.playerId, player.id))).toEqual([]);
    // No device keeps receiving pushes for a deleted account (decision 028).
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.memberId, player.id))).toEqual([]);
    // Their notification preferences and read marks go too (decision 031).
    expect(
      await t.db.select().from(notificationPreferences).where(eq(notificationPreferences.memberId, player.id)),
    ).toEqual([]);
    expect(await t.db.select().from(conversationReads).where(eq(conversationReads.memberId, player.id))).toEqual([]);
    // The account's language goes with the account (docs/product.md#languages).
    expect(await t.db.select().from(accountLanguages).where(eq(accountLanguages.userId, playerUserId))).toEqual([]);
    expect(await t.db.select().from(agentProfileViews).where(eq(agentProfileViews.viewerId, player.id))).toEqual([]);
    expect(otherVideo).toBeGreaterThan(0);
  });

  it('lets the e-mail address register again', async () => {
    const again = await createAccount(t.app, { email: player.email });
    expect((await again.client.get('/api/me')).json().member).toBeNull();
  });

  it('puts the deletion on the audit log without the name, and the deleted member in nobody’s export', async () => {
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.subjectMemberId, player.id));
    expect(entries.map((e) => e.action)).toContain('account.deleted');
    expect(JSON.stringify(entries)).not.toContain('Vanishing');
    const { data, text } = await exportOf(agent.client);
    expect(text).not.toContain('Vanishing');
    expect(text).not.toContain(player.email);
    expect(data.messages.every((m: { partnerName: string }) => m.partnerName === DELETED_MEMBER_NAME)).toBe(true);
  });
});

describe('POST /api/account/delete: ratings stay counted', () => {
  it('keeps a deleted scout’s rating in the video’s average', async () => {
    const player = await createMember(t.app, 'Player');
    const scout = await createMember(t.app, 'Scout');
    const videoId = await addVideo(player.id, 'keptRating1');
    expect((await scout.client.post('/api/rate-video', { videoId, rating: 3 })).statusCode).toBe(200);
    expect((await deleteAccount(scout)).statusCode).toBe(200);
    const [video] = await t.db.select().from(videos).where(eq(videos.id, videoId));
    expect(video).toMatchObject({ ratingCount: 1, averageRating: 3 });
    expect(await t.db.select().from(videoRatings).where(eq(videoRatings.videoId, videoId))).toHaveLength(1);
  });
});

describe('POST /api/account/delete: mails still queued', () => {
  it('drops the mails to the member not yet delivered, in the same transaction, and keeps everyone else’s', async () => {
    const player = await createMember(t.app, 'Player');
    const other = await createMember(t.app, 'Player');
    await t.app.jobsSettled();
    // Queued while the mail server is down: one waiting its next attempt, one given up, one for someone else.
    const waiting = await enqueueMail(t.db, { to: player.email, subject: 'Reset your password', text: 'A link' });
    const failed = await enqueueMail(t.db, { to: player.email.toUpperCase(), subject: 'Old', text: 'x' });
    await t.db.update(jobs).set({ state: 'failed' }).where(eq(jobs.id, failed));
    const othersMail = await enqueueMail(t.db, { to: other.email, subject: 'Hello', text: 'x' });
    await t.db
      .update(jobs)
      .set({ runAt: sql`now() + interval '1 hour'` })
      .where(inArray(jobs.id, [waiting, othersMail]));

    expect((await deleteAccount(player)).statusCode).toBe(200);

    const left = await t.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(inArray(jobs.id, [waiting, failed, othersMail]));
    expect(left.map((row) => row.id)).toEqual([othersMail]);
  });
});

describe('POST /api/account/delete: mails about the member', () => {
  it("drops the mails about a minor still queued to their parent, and keeps other parents' mails", async () => {
    const parent = uniqueEmail('parent-down');
    const otherParent = uniqueEmail('parent-down');
    const minor = await createMember(t.app, 'Player', { dob: dobYearsAgo(15) });
    const other = await createMember(t.app, 'Player', { dob: dobYearsAgo(15) });
    await t.app.jobsSettled();
    // The parents' mail server is down: the consent mails wait for their next attempt.
    const mailer = t.app.mailer;
    const send = mailer.send;
    mailer.send = async (mail) => {
      if (mail.to.startsWith('parent-down')) throw new Error('the mail server is down');
      return send.call(mailer, mail);
    };
    try {
      for (const [member, address] of [
        [minor, parent],
        [other, otherParent],
      ] as const) {
        const asked = await member.client.put(`/api/player-details/${member.id}`, { parentEmail: address });
        expect(asked.statusCode, asked.body).toBe(200);
      }
      await t.app.jobsSettled();
      expect(await queuedMailsTo(parent)).toBe(1);

      expect((await deleteAccount(minor)).statusCode).toBe(200);
      expect(await queuedMailsTo(parent)).toBe(0);
      expect(await queuedMailsTo(otherParent)).toBe(1);
    } finally {
      mailer.send = send;
    }
  });
});

describe('a write finishing after the account was deleted', () => {
  it('refuses an application that reaches its transaction after the account went (401), and keeps nothing', async () => {
    const agent = await createVerifiedAgent(t.app);
    const player = await createMember(t.app, 'Player');
    const opportunityId = await postOpportunity(agent, 'Striker wanted, late applicant');
    // The request passed its guards as this member; the account is deleted before it is saved.
    const applicant = await loadMember(t.db, player.id);
    if (!applicant) throw new Error('the applicant was not loaded');
    expect((await deleteAccount(player)).statusCode).toBe(200);
    for (const cv of [{ filename: 'late-cv.pdf', data: pdf() }, undefined]) {
      const late = applyToOpportunity(
        t.db,
        t.app.storage,
        applicant,
        {
          data: { playerId: player.id, opportunityId, introduction: 'Late', profileLink: null, videoIds: [] },
          files: cv ? { cv } : {},
        },
        t.app.config.appOrigin,
      );
      await expect(late).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    }
    expect(await t.db.select().from(applications).where(eq(applications.playerId, player.id))).toEqual([]);
    expect(await t.db.select().from(files).where(eq(files.ownerId, player.id))).toEqual([]);
  });
});
