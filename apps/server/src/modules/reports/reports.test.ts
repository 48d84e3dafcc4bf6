import { readFileSync } from 'node:fs';
import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createMember, dobYearsAgo, STRONG_PASSWORD } from '../../../test/factories.ts';
import { buildTestApp, type TestApp, TestClient } from '../../../test/test-app.ts';
import { conversations, members, session, videos } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createMember>>;
type Listed = { id: number; involvesMinor: boolean; excerpt: string; status: string };

async function postOpportunity(agent: Member, description = 'Trial for strikers') {
  const response = await agent.client.post('/api/opportunities', { description });
  expect(response.statusCode).toBe(201);
  return (response.json() as { id: number }).id;
}

async function conversationWithMessage(agent: Member, player: Member, text: string) {
  const started = await agent.client.post('/api/conversations/start', {
    participant1_id: agent.id,
    participant2_id: player.id,
  });
  const conversationId = (started.json() as { id: number }).id;
  const sent = await agent.client.post('/api/messages/send', { conversationId, senderId: agent.id, message: text });
  expect(sent.statusCode).toBe(201);
  return { conversationId, messageId: (sent.json() as { id: number }).id };
}

const report = (member: Member, body: Record<string, unknown>) => member.client.post('/api/reports', body);

describe('POST /api/reports', () => {
  it('a member reports a post: 201, the admins are notified and see it in the queue', async () => {
    const admin = await createAdmin(t.app);
    const agent = await createMember(t.app, 'Agent', { fullName: 'Posting Agent' });
    const player = await createMember(t.app, 'Player', { fullName: 'Reporting Player' });
    const opportunityId = await postOpportunity(agent, 'Trial with a fee of 200 euros');

    const created = await report(player, {
      subjectType: 'opportunity',
      subjectId: opportunityId,
      reason: 'Spam or scam',
      details: 'Asks for money',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe(englishOf(MESSAGES.reportSent));

    const notes = (await admin.client.get(`/api/notifications/${admin.id}`)).json();
    expect(notes.notifications[0]).toMatchObject({ type: 'report_received', link: '/review-reports' });

    const queue = (await admin.client.get('/api/admin/reports')).json();
    const listed = queue.reports.find((r: Listed) => r.id === created.json().id);
    expect(listed).toMatchObject({
      subjectType: 'opportunity',
      reporter: { id: player.id, fullName: 'Reporting Player' },
      subject: { id: agent.id, fullName: 'Posting Agent', role: 'Agent' },
      opportunityId,
      excerpt: 'Trial with a fee of 200 euros',
      reason: 'Spam or scam',
      details: 'Asks for money',
      involvesMinor: false,
      status: 'open',
    });
  });

  it('refuses anonymous (401), validates (400), 404 for nothing, 403 for a message of another conversation', async () => {
    const agent = await createMember(t.app, 'Agent');
    const player = await createMember(t.app, 'Player');
    const outsider = await createMember(t.app, 'Scout');
    const body = { subjectType: 'profile', subjectId: agent.id, reason: 'Other' };
    expect((await new TestClient(t.app).post('/api/reports', body)).statusCode).toBe(401);
    expect((await report(player, { ...body, reason: 'Because' })).statusCode).toBe(400);
    expect((await report(player, { ...body, subjectType: 'video' })).statusCode).toBe(400);
    expect((await report(player, { ...body, details: 'x'.repeat(1001) })).statusCode).toBe(400);
    expect((await report(player, { ...body, subjectType: 'opportunity', subjectId: 999999 })).statusCode).toBe(404);
    expect((await report(player, { ...body, subjectId: 999999 })).statusCode).toBe(404);

    const { messageId } = await conversationWithMessage(agent, player, 'Hello');
    const notMine = await report(outsider, { subjectType: 'message', subjectId: messageId, reason: 'Other' });
    expect(notMine.statusCode).toBe(403);
    expect((await report(player, { subjectType: 'message', subjectId: messageId, reason: 'Other' })).statusCode).toBe(
      201,
    );
  });

  it('a minor without parental consent can still report, and the report comes first in the queue', async () => {
    const admin = await createAdmin(t.app);
    const agent = await createMember(t.app, 'Agent');
    const adult = await createMember(t.app, 'Player');
    const minor = await createMember(t.app, 'Player', { dob: dobYearsAgo(16) });
    const first = await report(adult, { subjectType: 'profile', subjectId: agent.id, reason: 'Other' });
    const fromMinor = await report(minor, { subjectType: 'profile', subjectId: agent.id, reason: 'Other' });
    expect(fromMinor.statusCode).toBe(201);
    const later = await report(adult, { subjectType: 'profile', subjectId: agent.id, reason: 'Spam or scam' });
    const aboutMinorContact = await report(adult, {
      subjectType: 'profile',
      subjectId: agent.id,
      reason: 'Contact with a minor',
    });

    const queue = (await admin.client.get('/api/admin/reports?limit=100')).json();
    const order = queue.reports.map((r: Listed) => r.id);
    const ids = [aboutMinorContact, fromMinor, later, first].map((r) => r.json().id);
    expect(order.filter((id: number) => ids.includes(id))).toEqual(ids);
    const involves = queue.reports.filter((r: Listed) => ids.includes(r.id)).map((r: Listed) => r.involvesMinor);
    expect(involves).toEqual([true, true, false, false]);

    // Pages follow the same order through the cursor.
    const pageOne = (await admin.client.get('/api/admin/reports?limit=1')).json();
    const pageTwo = (await admin.client.get(`/api/admin/reports?limit=1&cursor=${pageOne.nextCursor}`)).json();
    expect(pageTwo.reports[0].id).not.toBe(pageOne.reports[0].id);
    expect(pageOne.reports[0].involvesMinor || !pageTwo.reports[0].involvesMinor).toBe(true);
  });
});

describe('admin decisions on reports', () => {
  it('are for admins only: 401 anonymous, 403 for a member, 400 for a bad action, 404 for no report', async () => {
    const player = await createMember(t.app, 'Player');
    const admin = await createAdmin(t.app);
    expect((await new TestClient(t.app).get('/api/admin/reports')).statusCode).toBe(401);
    expect((await player.client.get('/api/admin/reports')).statusCode).toBe(403);
    expect((await admin.client.get('/api/admin/reports?status=closed')).statusCode).toBe(400);
    const decision = { action: 'dismiss' };
    expect((await new TestClient(t.app).post('/api/admin/reports/1/decision', decision)).statusCode).toBe(401);
    expect((await player.client.post('/api/admin/reports/1/decision', decision)).statusCode).toBe(403);
    expect((await admin.client.post('/api/admin/reports/1/decision', { action: 'delete' })).statusCode).toBe(400);
    expect((await admin.client.post('/api/admin/reports/999999/decision', decision)).statusCode).toBe(404);
    expect((await player.client.post(`/api/admin/members/${player.id}/reinstate`, {})).statusCode).toBe(403);
  });

  it('dismiss closes the report once (409 the second time) and writes the audit entry', async () => {
    const admin = await createAdmin(t.app);
    const agent = await createMember(t.app, 'Agent', { fullName: 'Dismissed Agent' });
    const player = await createMember(t.app, 'Player');
    const { id } = (await report(player, { subjectType: 'profile', subjectId: agent.id, reason: 'Other' })).json();
    const decided = await admin.client.post(`/api/admin/reports/${id}/decision`, { action: 'dismiss', note: 'Fine' });
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toMatchObject({ id, status: 'dismissed', decisionNote: 'Fine' });
    const again = await admin.client.post(`/api/admin/reports/${id}/decision`, { action: 'hide' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(englishOf(MESSAGES.reportAlreadyDecided));
    const open = (await admin.client.get('/api/admin/reports')).json();
    expect(open.reports.some((r: Listed) => r.id === id)).toBe(false);
    const dismissed = (await admin.client.get('/api/admin/reports?status=dismissed')).json();
    expect(dismissed.reports.some((r: Listed) => r.id === id)).toBe(true);

    const log = (await admin.client.get(`/api/admin/audit-log?memberId=${agent.id}`)).json();
    expect(log.entries).toHaveLength(1);
    expect(log.entries[0]).toMatchObject({
      actorId: admin.id,
      action: 'report.dismissed',
      subjectMemberId: agent.id,
      subjectName: 'Dismissed Agent',
      targetType: 'report',
      targetId: id,
      reason: 'Fine',
    });
  });

  it('hiding a post takes it out of the players’ list; reporting it again answers 410', async () => {
    const admin = await createAdmin(t.app);
    const agent = await createMember(t.app, 'Agent');
    const player = await createMember(t.app, 'Player');
    const opportunityId = await postOpportunity(agent, 'A trial to hide');
    const listFor = async () =>
      (
        (await player.client.get(`/api/opportunities-for-player/${player.id}`)).json() as {
          opportunities: { id: number }[];
        }
      ).opportunities.map((o) => o.id);
    expect(await listFor()).toContain(opportunityId);
    const { id } = (
      await report(player, { subjectType: 'opportunity', subjectId: opportunityId, reason: 'Spam or scam' })
    ).json();
    const hidden = await admin.client.post(`/api/admin/reports/${id}/decision`, { action: 'hide' });
    expect(hidden.json()).toMatchObject({ status: 'hidden' });
    expect(await listFor()).not.toContain(opportunityId);
    const gone = await report(player, { subjectType: 'opportunity', subjectId: opportunityId, reason: 'Other' });
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({ code: 'GONE', error: englishOf(MESSAGES.reportSubjectGone) });
    const log = (await admin.client.get(`/api/admin/audit-log?memberId=${admin.id}`)).json();
    expect(log.entries[0]).toMatchObject({ action: 'report.content_hidden', targetType: 'opportunity' });
  });

  it('hiding a message keeps the row but shows the placeholder to both participants', async () => {
    const admin = await createAdmin(t.app);
    const agent = await createMember(t.app, 'Agent');
    const player = await createMember(t.app, 'Player');
    const { conversationId, messageId } = await conversationWithMessage(agent, player, 'Send me your number');
    const { id } = (
      await report(player, { subjectType: 'message', subjectId: messageId, reason: 'Harassment or bullying' })
    ).json();
    const queue = (await admin.client.get('/api/admin/reports')).json();
    expect(queue.reports.find((r: Listed) => r.id === id).excerpt).toBe('Send me your number');
    await admin.client.post(`/api/admin/reports/${id}/decision`, { action: 'hide' });
    for (const member of [player, agent]) {
      const thread = (await member.client.get(`/api/messages/${conversationId}`)).json();
      expect(thread.messages.find((m: { id: number }) => m.id === messageId)).toMatchObject({
        message: MESSAGES.messageRemovedByAdmin,
        removed: true,
      });
      expect(JSON.stringify(thread)).not.toContain('Send me your number');
    }
    const inbox = (await player.client.get(`/api/conversations/${player.id}`)).body;
    expect(inbox).not.toContain('Send me your number');
    // The preview names the removal by id, which each page says in its reader's language.
    const listed = JSON.parse(inbox).conversations.find((c: { id: number }) => c.id === conversationId);
    expect(listed).toMatchObject({ lastMessage: MESSAGES.messageRemovedByAdmin, lastMessageRemoved: true });
    // A preview stored as the sentence's English before: the migration moves it to the id.
    const migration = readFileSync(
      new URL('../../db/migrations/0045_messages_stored_by_id.sql', import.meta.url),
      'utf8',
    );
    const [statement = ''] = migration
      .split('--> statement-breakpoint')
      .filter((text) => /UPDATE "conversations"/.test(text));
    expect(statement).toContain(`'${englishOf(MESSAGES.messageRemovedByAdmin)}'`);
    await t.db
      .update(conversations)
      .set({ lastMessage: englishOf(MESSAGES.messageRemovedByAdmin) })
      .where(eq(conversations.id, conversationId));
    await t.db.execute(sql.raw(statement));
    const [stored] = await t.db.select().from(conversations).where(eq(conversations.id, conversationId));
    expect(stored?.lastMessage).toBe(MESSAGES.messageRemovedByAdmin);
    // The flag of a conversation hidden before it existed: the migration that added it sets it.
    const flagged = readFileSync(
      new URL('../../db/migrations/0046_conversation_last_message_removed.sql', import.meta.url),
      'utf8',
    );
    const [backfill = ''] = flagged.split('--> statement-breakpoint').filter((text) => /^\s*UPDATE/m.test(text));
    await t.db.update(conversations).set({ lastMessageRemoved: false }).where(eq(conversations.id, conversationId));
    await t.db.execute(sql.raw(backfill));
    const [backfilled] = await t.db.select().from(conversations).where(eq(conversations.id, conversationId));
    expect(backfilled?.lastMessageRemoved).toBe(true);
    // The next message is shown again, flag and all.
    const next = await agent.client.post('/api/messages/send', {
      conversationId,
      senderId: agent.id,
      message: 'Sorry, forget it',
    });
    expect(next.statusCode).toBe(201);
    const after = (await player.client.get(`/api/conversations/${player.id}`)).json();
    expect(after.conversations.find((c: { id: number }) => c.id === conversationId)).toMatchObject({
      lastMessage: 'Sorry, forget it',
      lastMessageRemoved: false,
    });
    const gone = await report(player, { subjectType: 'message', subjectId: messageId, reason: 'Other' });
    expect(gone.statusCode).toBe(410);
  });

  it('hiding a profile answers 404 to others (not to admins) and 410 to a new report', async () => {
    const admin = await createAdmin(t.app);
    const scout = await createMember(t.app, 'Scout');
    const player = await createMember(t.app, 'Player');
    const agent = await createMember(t.app, 'Agent');
    const { id } = (await report(scout, { subjectType: 'profile', subjectId: player.id, reason: 'Other' })).json();
    const second = (await report(scout, { subjectType: 'profile', subjectId: agent.id, reason: 'Other' })).json();
    await admin.client.post(`/api/admin/reports/${id}/decision`, { action: 'hide' });
    await admin.client.post(`/api/admin/reports/${second.id}/decision`, { action: 'hide' });
    expect((await scout.client.get(`/api/player-details/${player.id}`)).statusCode).toBe(404);
    expect((await scout.client.get(`/api/agent-details/${agent.id}`)).statusCode).toBe(404);
    expect((await admin.client.get(`/api/player-details/${player.id}`)).statusCode).toBe(200);
    expect((await player.client.get(`/api/player-details/${player.id}`)).statusCode).toBe(200);
    const gone = await report(scout, { subjectType: 'profile', subjectId: player.id, reason: 'Other' });
    expect(gone.statusCode).toBe(410);
  });

  it('suspending signs the member out at once, refuses sign-in, removes their posts, and reinstating restores it', async () => {
    const admin = await createAdmin(t.app);
    const agent = await createMember(t.app, 'Agent', { fullName: 'Suspended Agent' });
    const player = await createMember(t.app, 'Player');
    const opportunityId = await postOpportunity(agent, 'Posted by someone about to be suspended');
    const { id } = (await report(player, { subjectType: 'profile', subjectId: agent.id, reason: 'Other' })).json();
    const [row] = await t.app.db
      .select({ authUserId: members.authUserId })
      .from(members)
      .where(eq(members.id, agent.id));
    if (!row?.authUserId) throw new Error('agent row missing');
    const userId = row.authUserId;
    const sessions = () => t.app.db.select().from(session).where(eq(session.userId, userId));
    expect((await sessions()).length).toBeGreaterThan(0);

    const decided = await admin.client.post(`/api/admin/reports/${id}/decision`, {
      action: 'suspend',
      note: 'Asked a minor for a phone number',
    });
    expect(decided.json()).toMatchObject({ status: 'suspended' });
    expect(await sessions()).toHaveLength(0);
    expect((await agent.client.get('/api/opportunities')).statusCode).toBe(401);

    const signIn = await new TestClient(t.app).post('/api/auth/sign-in/email', {
      email: agent.email,
      password: STRONG_PASSWORD,
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toEqual({ code: 'ACCOUNT_SUSPENDED', error: englishOf(MESSAGES.accountSuspended) });

    const list = (await player.client.get(`/api/opportunities-for-player/${player.id}`)).json();
    expect(list.opportunities.map((o: { id: number }) => o.id)).not.toContain(opportunityId);
    expect((await player.client.get(`/api/agent-details/${agent.id}`)).statusCode).toBe(404);
    const gone = await report(player, { subjectType: 'opportunity', subjectId: opportunityId, reason: 'Other' });
    expect(gone.statusCode).toBe(410);

    const log = (await admin.client.get(`/api/admin/audit-log?memberId=${agent.id}`)).json();
    expect(log.entries[0]).toMatchObject({
      action: 'member.suspended',
      subjectName: 'Suspended Agent',
      reason: 'Asked a minor for a phone number',
    });

    expect((await admin.client.post(`/api/admin/members/${player.id}/reinstate`, {})).statusCode).toBe(409);
    const reinstated = await admin.client.post(`/api/admin/members/${agent.id}/reinstate`, { note: 'Appeal' });
    expect(reinstated.json().message).toBe(englishOf(MESSAGES.memberReinstated));
    const back = await new TestClient(t.app).post('/api/auth/sign-in/email', {
      email: agent.email,
      password: STRONG_PASSWORD,
    });
    expect(back.statusCode).toBe(200);
    const after = (await admin.client.get(`/api/admin/audit-log?memberId=${agent.id}`)).json();
    expect(after.entries.map((e: { action: string }) => e.action).slice(0, 2)).toEqual([
      'member.reinstated',
      'member.suspended',
    ]);
  });

  it('a session opened before the suspension is refused with ACCOUNT_SUSPENDED', async () => {
    const player = await createMember(t.app, 'Player');
    await t.app.db.update(members).set({ suspendedAt: new Date() }).where(eq(members.id, player.id));
    const response = await player.client.get(`/api/opportunities-for-player/${player.id}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'ACCOUNT_SUSPENDED', error: englishOf(MESSAGES.accountSuspended) });
  });

  it('an admin cannot be suspended from a report', async () => {
    const admin = await createAdmin(t.app);
    const other = await createAdmin(t.app);
    const player = await createMember(t.app, 'Player');
    const { id } = (await report(player, { subjectType: 'profile', subjectId: other.id, reason: 'Other' })).json();
    const refused = await admin.client.post(`/api/admin/reports/${id}/decision`, { action: 'suspend' });
    expect(refused.statusCode).toBe(409);
    expect((await admin.client.get('/api/admin/reports')).json().reports.some((r: Listed) => r.id === id)).toBe(true);
  });

  it('the video pool leaves out suspended members and profiles an admin hid', async () => {
    const scout = await createMember(t.app, 'Scout');
    const shown = await createMember(t.app, 'Player');
    const hidden = await createMember(t.app, 'Player');
    const suspended = await createMember(t.app, 'Player');
    for (const player of [shown, hidden, suspended]) {
      await t.app.db.insert(videos).values({
        playerId: player.id,
        youtubeVideoId: `video-${player.id}`,
        title: `Highlights ${player.id}`,
        thumbnailUrl: 'https://i.ytimg.com/vi/x/hqdefault.jpg',
      });
    }
    const inPool = async () =>
      ((await scout.client.get('/api/video-pool?limit=100')).json() as { videos: { player: { id: number } }[] }).videos
        .map((video) => video.player.id)
        .filter((id) => [shown.id, hidden.id, suspended.id].includes(id));
    expect((await inPool()).sort()).toEqual([shown.id, hidden.id, suspended.id].sort());
    await t.app.db.update(members).set({ profileHiddenAt: new Date() }).where(eq(members.id, hidden.id));
    await t.app.db.update(members).set({ suspendedAt: new Date() }).where(eq(members.id, suspended.id));
    expect(await inPool()).toEqual([shown.id]);
  });
});
