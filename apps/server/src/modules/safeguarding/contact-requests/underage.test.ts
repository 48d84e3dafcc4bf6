import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createAdmin,
  createConsentedMinor,
  createMember,
  createVerifiedAgent,
  dobYearsAgo,
  giveParentalConsent,
} from '../../../../test/factories.ts';
import { TestClient, useTestApp } from '../../../../test/test-app.ts';
import { outboxMails } from '../../../db/schema/index.ts';
import { queueParentMail } from '../texts-for-minors/parent-mail.ts';

const t = useTestApp();

type Member = Awaited<ReturnType<typeof createMember>>;

function requestFor(agent: Member, player: Member) {
  return agent.client.post('/api/underage-message-request', {
    agentId: agent.id,
    playerId: player.id,
    playerFullName: 'Whatever the browser says',
    playerDOB: '1990-01-01',
    playerEmail: 'forged@example.com',
  });
}

type Listed = { id: number; status: string | null; playerFullName: string; playerDOB: string; playerEmail: string };

describe('underage message requests', () => {
  it('request → admin sees it Pending → approves → agent notified and can message the minor', async () => {
    const admin = await createAdmin(t.app);
    const agent = await createVerifiedAgent(t.app, { fullName: 'Alex Agent' });
    const minorDob = dobYearsAgo(16);
    const minor = await createConsentedMinor(t.app, { fullName: 'Young Talent', dob: minorDob });
    const startBody = { participant1_id: agent.id, participant2_id: minor.id };
    expect((await agent.client.post('/api/conversations/start', startBody)).statusCode).toBe(403);

    const created = await requestFor(agent, minor);
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe(englishOf(MESSAGES.underageRequestSent));
    const adminNotes = (await admin.client.get(`/api/notifications/${admin.id}`)).json();
    expect(adminNotes.notifications[0]).toMatchObject({
      type: 'underage_request_received',
      link: '/review-underage-requests',
    });

    const list = (await admin.client.get('/api/underage-message-requests')).json();
    const listed = list.requests.find((r: Listed) => r.id === created.json().id);
    // The player's details come from the record, not from what the browser sent.
    expect(listed).toMatchObject({
      agentId: agent.id,
      agentName: 'Alex Agent',
      playerId: minor.id,
      playerFullName: 'Young Talent',
      playerDOB: minorDob,
      playerEmail: 'player@example.com',
      status: null,
      // What the admin weighs, from the records too.
      agentVerified: true,
      parentConsent: 'confirmed',
    });
    expect((await requestFor(agent, minor)).json().error).toBe(englishOf(MESSAGES.underageRequestPending));
    expect((await agent.client.post('/api/conversations/start', startBody)).statusCode).toBe(403);

    const approved = await admin.client.post(`/api/approve-underage-request/${listed.id}`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ id: listed.id, status: 'Approved' });
    const agentNotes = (await agent.client.get(`/api/notifications/${agent.id}`)).json();
    expect(agentNotes.notifications[0]).toMatchObject({
      type: 'underage_request_approved',
      message: 'An admin approved your request: you can now message Young Talent.',
      link: `/player-profile/${minor.id}`,
    });

    const started = await agent.client.post('/api/conversations/start', startBody);
    expect(started.statusCode).toBe(201);
    const sent = await agent.client.post('/api/messages/send', {
      conversationId: started.json().id,
      senderId: agent.id,
      message: 'Hello, with the admin’s approval',
    });
    expect(sent.statusCode).toBe(201);

    const again = await admin.client.post(`/api/approve-underage-request/${listed.id}`);
    expect(again.statusCode).toBe(409);
    expect((await requestFor(agent, minor)).json().error).toBe(englishOf(MESSAGES.underageRequestAlreadyApproved));
    // Approval is per agent: another agent is still refused.
    const otherAgent = await createVerifiedAgent(t.app);
    const refused = await otherAgent.client.post('/api/conversations/start', {
      participant1_id: otherAgent.id,
      participant2_id: minor.id,
    });
    expect(refused.json().code).toBe('UNDERAGE_APPROVAL_REQUIRED');
  });

  it("counts the approval mail in the parent mails' daily caps: beyond them the approval waits (429)", async () => {
    const admin = await createAdmin(t.app);
    const minor = await createConsentedMinor(t.app, { fullName: 'Young Talent' });
    // A brother with the same parent, the address spelled another way: one mailbox, one count.
    const brother = await createMember(t.app, 'Player', { dob: dobYearsAgo(14) });
    const sameParent = minor.parentEmail.toUpperCase();
    await giveParentalConsent(t.app, brother.id, sameParent);
    // Five other parent mails today (invitations, copies of texts) about the brother.
    for (let i = 0; i < 5; i++) {
      const mail = { to: sameParent, subject: `Trial ${i}`, text: 'An invitation.' };
      await queueParentMail(t.app.db, { limits: t.app.writeLimiter }, brother.id, mail);
    }
    const first = (await requestFor(await createVerifiedAgent(t.app), minor)).json().id as number;
    const second = (await requestFor(await createVerifiedAgent(t.app), minor)).json().id as number;
    const mailsToParent = async () =>
      (await t.db.select().from(outboxMails).where(eq(outboxMails.to, minor.parentEmail))).length;

    // The sixth mail of the day: the approval stands and the parent is mailed.
    expect((await admin.client.post(`/api/approve-underage-request/${first}`)).statusCode).toBe(200);
    await t.app.jobsSettled();
    expect(await mailsToParent()).toBe(1);

    // A seventh would pass the cap: the approval is refused whole, the request still waits.
    const refused = await admin.client.post(`/api/approve-underage-request/${second}`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', error: englishOf(MESSAGES.parentMailsLimited) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await t.app.jobsSettled();
    expect(await mailsToParent()).toBe(1);
    const list = (await admin.client.get('/api/underage-message-requests')).json();
    expect(list.requests.find((r: Listed) => r.id === second)).toMatchObject({ status: null });
  }, 60_000);

  it('validates the request: adults need none, the player must exist, ids are numbers', async () => {
    const agent = await createVerifiedAgent(t.app);
    const adult = await createMember(t.app, 'Player', { dob: dobYearsAgo(18, 0) });
    const notNeeded = await requestFor(agent, adult);
    expect(notNeeded.statusCode).toBe(400);
    expect(notNeeded.json().error).toBe(englishOf(MESSAGES.playerNotUnderage));
    const missing = await agent.client.post('/api/underage-message-request', { agentId: agent.id, playerId: 999_999 });
    expect(missing.statusCode).toBe(404);
    const invalid = await agent.client.post('/api/underage-message-request', { agentId: agent.id, playerId: 'x' });
    expect(invalid.statusCode).toBe(400);
    const admin = await createAdmin(t.app);
    expect((await admin.client.post('/api/approve-underage-request/999999')).statusCode).toBe(404);
    expect((await admin.client.get('/api/underage-message-requests?limit=500')).statusCode).toBe(400);
  });

  it('refuses anonymous (401), another agent’s id (403), other roles (403) and non-admins reviewing (403)', async () => {
    const agent = await createVerifiedAgent(t.app);
    const otherAgent = await createVerifiedAgent(t.app);
    const minor = await createConsentedMinor(t.app, { dob: dobYearsAgo(15) });
    const anonymous = new TestClient(t.app);
    const body = { agentId: agent.id, playerId: minor.id };
    expect((await anonymous.post('/api/underage-message-request', body)).statusCode).toBe(401);
    expect((await otherAgent.client.post('/api/underage-message-request', body)).statusCode).toBe(403);
    const asPlayer = await minor.client.post('/api/underage-message-request', body);
    expect(asPlayer.json().code).toBe('WRONG_ROLE');

    const { id } = (await requestFor(agent, minor)).json();
    expect((await anonymous.get('/api/underage-message-requests')).statusCode).toBe(401);
    expect((await anonymous.post(`/api/approve-underage-request/${id}`)).statusCode).toBe(401);
    for (const member of [agent, minor]) {
      expect((await member.client.get('/api/underage-message-requests')).statusCode).toBe(403);
      const approve = await member.client.post(`/api/approve-underage-request/${id}`);
      expect(approve.statusCode).toBe(403);
      expect(approve.json().code).toBe('WRONG_ROLE');
    }
  });

  it('pages the admin list newest first', async () => {
    const admin = await createAdmin(t.app);
    const agent = await createVerifiedAgent(t.app);
    for (const name of ['Minor A', 'Minor B', 'Minor C']) {
      const minor = await createConsentedMinor(t.app, { fullName: name, dob: dobYearsAgo(14) });
      await requestFor(agent, minor);
    }
    const first = (await admin.client.get('/api/underage-message-requests?limit=2')).json();
    expect(first.requests.map((r: Listed) => r.playerFullName)).toEqual(['Minor C', 'Minor B']);
    const second = (await admin.client.get(`/api/underage-message-requests?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.requests[0].playerFullName).toBe('Minor A');
  });

  it('takes requests only from verified agents, for minors they may see, with an optional message', async () => {
    const admin = await createAdmin(t.app);
    const unverified = await createMember(t.app, 'Agent');
    const verified = await createVerifiedAgent(t.app);
    const minor = await createConsentedMinor(t.app, { fullName: 'Kept Quiet' });
    const refused = await requestFor(unverified, minor);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'AGENT_NOT_VERIFIED',
      error: englishOf(MESSAGES.underageRequestNeedsVerification),
    });
    // A minor whose parent has not confirmed is not there, even for a verified agent.
    const pending = await createMember(t.app, 'Player', { fullName: 'Not Yet Seen', dob: dobYearsAgo(15) });
    const hidden = await requestFor(verified, pending);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('Not Yet Seen');

    const tooLong = await verified.client.post('/api/underage-message-request', {
      agentId: verified.id,
      playerId: minor.id,
      message: 'x'.repeat(1001),
    });
    expect(tooLong.statusCode).toBe(400);
    const created = await verified.client.post('/api/underage-message-request', {
      agentId: verified.id,
      playerId: minor.id,
      message: '  I scout for a youth academy and would like to invite Kept to a trial.  ',
    });
    expect(created.statusCode).toBe(201);
    const list = (await admin.client.get('/api/underage-message-requests')).json();
    expect(list.requests.find((r: Listed) => r.id === created.json().id)).toMatchObject({
      message: 'I scout for a youth academy and would like to invite Kept to a trial.',
    });
  });
});
