import { ACCOUNT_DATA_MESSAGES } from '@scouting/contract/account-data';
import { MESSAGES } from '@scouting/contract/messages';
import { REPRESENTATION_MESSAGES } from '@scouting/contract/representation';
import type { TGuardianChildActivity } from '@scouting/contract/schemas/guardians';
import { englishOf } from '@scouting/contract/sentences';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createAdmin,
  createMember,
  createVerifiedAgent,
  createVerifiedClub,
  dobYearsAgo,
  latestMail,
  representPlayer,
  STRONG_PASSWORD,
  uniqueEmail,
} from '../../../test/factories.ts';
import { TestClient, useTestApp } from '../../../test/test-app.ts';
import {
  applications,
  auditLog,
  guardianLinks,
  guardianTokens,
  members,
  notifications,
  opportunities,
  outboxMails,
  players,
  trialInvitations,
  videos,
} from '../../db/schema/index.ts';

const t = useTestApp();

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

/** A minor who gave their parent's address, the consent mail, and its token. */
async function minorAskingParent(fullName = 'Lia Young') {
  const minor = await createMember(t.app, 'Player', { dob: dobYearsAgo(15), fullName });
  const parentEmail = uniqueEmail('parent');
  const answer = await minor.client.put(`/api/player-details/${minor.id}`, { parentEmail });
  expect(answer.statusCode, answer.body).toBe(200);
  const mail = await latestMail(t.app, parentEmail);
  return { minor, parentEmail, mail, token: tokenOf(mail.link) };
}

/** A parent member who confirmed their child's consent link while signed in. */
async function linkedFamily(childName = 'Lia Young') {
  const asked = await minorAskingParent(childName);
  const parent = await createMember(t.app, 'Parent', { fullName: 'Maria Young', dob: dobYearsAgo(44) });
  const confirmed = await parent.client.post('/api/parental-consent/confirm', { token: asked.token });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  // The page links the parent's dashboard from this flag, whatever language the message is in.
  expect(confirmed.json()).toEqual({
    consent: 'confirmed',
    message: englishOf(MESSAGES.consentConfirmedLinked),
    guardianLinked: true,
  });
  return { ...asked, parent };
}

describe('POST /api/register as a Parent', () => {
  it('creates a parent with the four common fields only; no football fields', async () => {
    const parent = await createMember(t.app, 'Parent', { fullName: 'Paula Parent' });
    const me = (await parent.client.get('/api/me')).json();
    expect(me.member).toMatchObject({ role: 'Parent', fullName: 'Paula Parent' });
  });

  it('refuses a parent under 18 on the birth date (400)', async () => {
    await expect(createMember(t.app, 'Parent', { dob: dobYearsAgo(17) })).rejects.toThrow(
      englishOf(MESSAGES.parentTooYoung),
    );
  });
});

describe('POST /api/parental-consent/confirm signed in as a Parent', () => {
  it('confirms and ties the child to the parent account, on the audit log with the parent as actor', async () => {
    const { minor, parent } = await linkedFamily();
    const [link] = await t.db.select().from(guardianLinks).where(eq(guardianLinks.childId, minor.id));
    expect(link).toMatchObject({ parentId: parent.id, confirmedVia: 'consent_link' });
    const actions = await t.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(eq(auditLog.subjectMemberId, minor.id));
    expect(actions).toEqual(
      expect.arrayContaining([
        { action: 'parental_consent.confirmed', actorId: parent.id },
        { action: 'guardian.linked', actorId: parent.id },
      ]),
    );
  });

  it('the mailed link still works for a parent without an account, and links nobody', async () => {
    const { minor, mail, token } = await minorAskingParent();
    expect(mail.text).toContain('Create your parent account');
    expect(mail.text).toContain('/register?role=Parent&next=');
    const confirmed = await new TestClient(t.app, '10.0.0.8').post('/api/parental-consent/confirm', { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ consent: 'confirmed', message: englishOf(MESSAGES.consentConfirmed) });
    expect(await t.db.select().from(guardianLinks).where(eq(guardianLinks.childId, minor.id))).toEqual([]);
  });
});

describe('the consent link and the two-guardian limit', () => {
  it('confirms the consent but does not link a third guardian, and says so', async () => {
    const { minor, token } = await minorAskingParent('Cleo Young');
    const admin = await createAdmin(t.app);
    for (const name of ['First Young', 'Second Young']) {
      const guardian = await createMember(t.app, 'Parent', { fullName: name });
      const linked = await admin.client.post('/api/admin/guardian-links', { parentId: guardian.id, childId: minor.id });
      expect(linked.statusCode, linked.body).toBe(201);
    }
    const third = await createMember(t.app, 'Parent', { fullName: 'Third Young' });
    const confirmed = await third.client.post('/api/parental-consent/confirm', { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ consent: 'confirmed', message: englishOf(MESSAGES.consentConfirmedNotLinked) });
    const [row] = await t.db.select().from(players).where(eq(players.memberId, minor.id));
    expect(row?.parentConsent).toBe('confirmed');
    const links = await t.db.select().from(guardianLinks).where(eq(guardianLinks.childId, minor.id));
    expect(links).toHaveLength(2);
    expect(links.map((link) => link.parentId)).not.toContain(third.id);
    expect((await third.client.get(`/api/guardian/children/${minor.id}`)).statusCode).toBe(404);
  });
});

describe('GET /api/guardian/children', () => {
  it("lists the parent's children with consent, visibility and what waits", async () => {
    const { minor, parent } = await linkedFamily('Noa Young');
    const answer = await parent.client.get('/api/guardian/children');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().children).toEqual([
      expect.objectContaining({
        childId: minor.id,
        fullName: 'Noa Young',
        consent: 'confirmed',
        visibleToVerifiedAgents: true,
        linkedVia: 'consent_link',
        waiting: { representationOffers: 0, trialInvitations: 0 },
      }),
    ]);
  });

  it('is for parents: anonymous 401, a player or an agent 403', async () => {
    expect((await new TestClient(t.app).get('/api/guardian/children')).statusCode).toBe(401);
    const player = await createMember(t.app, 'Player');
    expect((await player.client.get('/api/guardian/children')).statusCode).toBe(403);
    const agent = await createVerifiedAgent(t.app);
    expect((await agent.client.get('/api/guardian/children')).statusCode).toBe(403);
  });
});

describe('GET /api/guardian/children/:childId', () => {
  it("answers the child's offers, feedback and videos; another parent gets 404", async () => {
    const { minor, parent } = await linkedFamily('Ines Young');
    const agent = await createVerifiedAgent(t.app, { fullName: 'Youth Agent' });
    const sent = await agent.client.post('/api/representation-offers', {
      playerId: minor.id,
      months: 6,
      exclusive: false,
      feePercent: 2,
      message: 'Trials in Porto.',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const answer = await parent.client.get(`/api/guardian/children/${minor.id}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const activity = answer.json() as TGuardianChildActivity;
    expect(activity.child.childId).toBe(minor.id);
    expect(activity.representationOffers).toEqual([
      expect.objectContaining({ agentName: 'Youth Agent', status: 'Pending', months: 6, message: 'Trials in Porto.' }),
    ]);
    expect(activity).toMatchObject({
      contactRequests: [],
      conversations: [],
      applications: [],
      feedback: [],
      videos: [],
    });

    const other = await createMember(t.app, 'Parent');
    const refused = await other.client.get(`/api/guardian/children/${minor.id}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error).toBe(englishOf(MESSAGES.guardianChildNotFound));
    expect((await minor.client.get(`/api/guardian/children/${minor.id}`)).statusCode).toBe(403);
    expect((await new TestClient(t.app).get(`/api/guardian/children/${minor.id}`)).statusCode).toBe(401);
  });

  it("answers the child's pitches to clubs with the club's answer, the trial and Article 19; another parent 404", async () => {
    const { minor, parent } = await linkedFamily('Pia Young');
    await t.db.update(members).set({ country: 'Spain' }).where(eq(members.id, minor.id));
    const club = await createVerifiedClub(t.app, { clubCountry: 'Portugal', clubName: 'Porto Norte' });
    const need = await club.client.post('/api/club-needs', {
      positions: ['CB'],
      ageMin: 14,
      ageMax: 30,
      dealTypes: ['Loan'],
      deadline: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    });
    expect(need.statusCode, need.body).toBe(201);
    const agent = await createVerifiedAgent(t.app, { fullName: 'Pitch Agent' });
    await representPlayer(t.app, agent.id, minor.id);
    const pitched = await agent.client.post(`/api/club-needs/${need.json().id}/pitches`, {
      playerId: minor.id,
      note: 'A quick centre-back.',
    });
    expect(pitched.statusCode, pitched.body).toBe(201);
    const startsAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const answered = await club.client.post(`/api/pitches/${pitched.json().id}/answer`, {
      answer: 'Invite to trial',
      minorException: 'eu-eea-16-18',
      trial: { startsAt, venue: 'Academy ground' },
    });
    expect(answered.statusCode, answered.body).toBe(200);

    const answer = await parent.client.get(`/api/guardian/children/${minor.id}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const activity = answer.json() as TGuardianChildActivity;
    expect(activity.pitches).toEqual([
      {
        id: pitched.json().id,
        clubName: 'Porto Norte',
        clubCountry: 'Portugal',
        clubVerified: true,
        positions: ['CB'],
        agentName: 'Pitch Agent',
        pitchedAt: expect.any(String),
        answer: 'Invite to trial',
        reason: null,
        answeredAt: expect.any(String),
        minorAbroad: true,
        minorException: 'eu-eea-16-18',
        trial: { startsAt, venue: 'Academy ground', details: '', answer: 'pending' },
      },
    ]);
    expect(JSON.stringify(activity.pitches)).not.toContain('A quick centre-back.');
    const other = await createMember(t.app, 'Parent');
    const refused = await other.client.get(`/api/guardian/children/${minor.id}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error).toBe(englishOf(MESSAGES.guardianChildNotFound));
  });

  it('refuses a child id that is not a number (400)', async () => {
    const parent = await createMember(t.app, 'Parent');
    expect((await parent.client.get('/api/guardian/children/abc')).statusCode).toBe(400);
  });
});

describe('a second guardian: POST /api/guardian/children/:childId/invite-guardian, POST /api/guardian/invitations/confirm', () => {
  async function invited(childName: string) {
    const family = await linkedFamily(childName);
    const email = uniqueEmail('second');
    const sent = await family.parent.client.post(`/api/guardian/children/${family.minor.id}/invite-guardian`, {
      email,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ message: englishOf(MESSAGES.guardianInviteSent) });
    const mail = await latestMail(t.app, email);
    return { ...family, email, mail, inviteToken: tokenOf(mail.link) };
  }

  it('mails a link; a Parent who confirms it becomes the second guardian, audited; the link is then spent', async () => {
    const { minor, parent, mail, inviteToken } = await invited('Ivo Young');
    expect(mail.subject).toBe('Maria Young invites you to be Ivo Young’s second guardian on Scouting Network');
    expect(mail.link).toContain('/guardian-invitation?token=');
    expect(mail.text).toContain('Create your parent account');
    const second = await createMember(t.app, 'Parent', { fullName: 'Jose Young' });
    const confirmed = await second.client.post('/api/guardian/invitations/confirm', { token: inviteToken });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ message: englishOf(MESSAGES.guardianInviteAccepted) });
    const links = await t.db.select().from(guardianLinks).where(eq(guardianLinks.childId, minor.id));
    expect(links.map((link) => [link.parentId, link.confirmedVia])).toEqual([
      [parent.id, 'consent_link'],
      [second.id, 'guardian_invite'],
    ]);
    expect((await second.client.get(`/api/guardian/children/${minor.id}`)).statusCode).toBe(200);
    const actions = await t.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(eq(auditLog.subjectMemberId, minor.id));
    expect(actions).toEqual(
      expect.arrayContaining([
        { action: 'guardian.invited', actorId: parent.id },
        { action: 'guardian.linked', actorId: second.id },
      ]),
    );
    const again = await second.client.post('/api/guardian/invitations/confirm', { token: inviteToken });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(englishOf(MESSAGES.guardianInviteUsed));
  });

  it('refuses a third guardian (409) on inviting and on confirming', async () => {
    const { minor, parent, inviteToken } = await invited('Ema Young');
    const admin = await createAdmin(t.app);
    const second = await createMember(t.app, 'Parent');
    expect(
      (await admin.client.post('/api/admin/guardian-links', { parentId: second.id, childId: minor.id })).statusCode,
    ).toBe(201);
    const third = await createMember(t.app, 'Parent');
    const late = await third.client.post('/api/guardian/invitations/confirm', { token: inviteToken });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(englishOf(MESSAGES.guardianInviteLimit));
    expect(await t.db.select().from(guardianLinks).where(eq(guardianLinks.parentId, third.id))).toEqual([]);
    const more = await parent.client.post(`/api/guardian/children/${minor.id}/invite-guardian`, {
      email: uniqueEmail('third'),
    });
    expect(more.statusCode).toBe(409);
    expect(more.json().error).toBe(englishOf(MESSAGES.guardianInviteLimit));
  });

  it('refuses an expired or unknown link (400 with a sentence), an invalid address or the own one (400)', async () => {
    const { minor, parent, inviteToken } = await invited('Lua Young');
    await t.db
      .update(guardianTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(guardianTokens.purpose, 'guardian_invite'));
    const second = await createMember(t.app, 'Parent');
    const expired = await second.client.post('/api/guardian/invitations/confirm', { token: inviteToken });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toBe(englishOf(MESSAGES.guardianInviteExpired));
    const unknown = await second.client.post('/api/guardian/invitations/confirm', { token: 'not-a-token' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe(englishOf(MESSAGES.guardianInviteInvalid));
    expect((await second.client.post('/api/guardian/invitations/confirm', {})).statusCode).toBe(400);
    const path = `/api/guardian/children/${minor.id}/invite-guardian`;
    const invalid = await parent.client.post(path, { email: 'not-an-address' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toBe(englishOf(MESSAGES.invalidEmail));
    const own = await parent.client.post(path, { email: parent.email.toUpperCase() });
    expect(own.statusCode).toBe(400);
    expect(own.json().error).toBe(englishOf(MESSAGES.guardianInviteOwnAddress));
  });

  it('another parent 404; the child or an agent 403; anonymous 401', async () => {
    const { minor, inviteToken } = await invited('Teo Young');
    const path = `/api/guardian/children/${minor.id}/invite-guardian`;
    const body = { email: uniqueEmail('x') };
    const other = await createMember(t.app, 'Parent');
    const notTheirs = await other.client.post(path, body);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().error).toBe(englishOf(MESSAGES.guardianChildNotFound));
    const agent = await createVerifiedAgent(t.app);
    for (const caller of [minor, agent]) {
      expect((await caller.client.post(path, body)).statusCode).toBe(403);
      expect((await caller.client.post('/api/guardian/invitations/confirm', { token: inviteToken })).statusCode).toBe(
        403,
      );
    }
    const anonymous = new TestClient(t.app, '10.0.0.9');
    expect((await anonymous.post(path, body)).statusCode).toBe(401);
    expect((await anonymous.post('/api/guardian/invitations/confirm', { token: inviteToken })).statusCode).toBe(401);
    // None of the refusals spent the link.
    const [row] = await t.db
      .select({ usedAt: guardianTokens.usedAt })
      .from(guardianTokens)
      .where(and(eq(guardianTokens.playerId, minor.id), eq(guardianTokens.purpose, 'guardian_invite')));
    expect(row?.usedAt).toBeNull();
  });
});

describe('POST /api/guardian/representation-offers/:offerId/confirm | refuse', () => {
  async function waitingOffer() {
    const family = await linkedFamily('Leo Young');
    const agent = await createVerifiedAgent(t.app, { fullName: 'Youth Agent' });
    const sent = await agent.client.post('/api/representation-offers', {
      playerId: family.minor.id,
      months: 12,
      exclusive: true,
      feePercent: 2,
      message: 'Academy trials.',
    });
    const offerId = sent.json().id as number;
    const accepted = await family.minor.client.post(`/api/representation-offers/${offerId}/answer`, {
      answer: 'accept',
    });
    expect(accepted.json().offer.status).toBe('Awaiting guardian');
    const mail = await latestMail(t.app, family.parentEmail);
    return { ...family, agent, offerId, mailToken: tokenOf(mail.link) };
  }

  it('confirms from the dashboard as the mailed link would; the mailed link is then spent', async () => {
    const { parent, minor, offerId, mailToken } = await waitingOffer();
    const cards = (await parent.client.get('/api/guardian/children')).json().children;
    expect(cards[0].waiting.representationOffers).toBe(1);
    const confirmed = await parent.client.post(`/api/guardian/representation-offers/${offerId}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ message: englishOf(REPRESENTATION_MESSAGES.guardianConfirmed) });
    const offerNow = (await minor.client.get(`/api/representation-offers/${offerId}`)).json();
    expect(offerNow.status).toBe('Accepted');
    const [entry] = await t.db
      .select({ actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'representation.guardian_confirmed'), eq(auditLog.targetId, offerId)));
    expect(entry?.actorId).toBe(parent.id);
    const link = await new TestClient(t.app).post('/api/representation-consent/refuse', { token: mailToken });
    expect(link.statusCode).toBe(410);
    const again = await parent.client.post(`/api/guardian/representation-offers/${offerId}/refuse`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(englishOf(REPRESENTATION_MESSAGES.guardianNoLongerOpen));
  });

  it('refuses; another parent 404; the child, an agent 403; anonymous 401', async () => {
    const { parent, minor, agent, offerId } = await waitingOffer();
    const other = await createMember(t.app, 'Parent');
    expect((await other.client.post(`/api/guardian/representation-offers/${offerId}/confirm`)).statusCode).toBe(404);
    expect((await minor.client.post(`/api/guardian/representation-offers/${offerId}/confirm`)).statusCode).toBe(403);
    expect((await agent.client.post(`/api/guardian/representation-offers/${offerId}/confirm`)).statusCode).toBe(403);
    expect(
      (await new TestClient(t.app).post(`/api/guardian/representation-offers/${offerId}/confirm`)).statusCode,
    ).toBe(401);
    const refused = await parent.client.post(`/api/guardian/representation-offers/${offerId}/refuse`);
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json()).toEqual({ message: englishOf(REPRESENTATION_MESSAGES.guardianRefused) });
    expect((await minor.client.get(`/api/representation-offers/${offerId}`)).json().status).toBe('Refused by guardian');
  });
});

describe('POST /api/guardian/children/:childId/revoke-consent', () => {
  it('withdraws consent: the child is held again and admins are told; only once', async () => {
    const { parent, minor } = await linkedFamily('Tom Young');
    const admin = await createAdmin(t.app);
    const revoked = await parent.client.post(`/api/guardian/children/${minor.id}/revoke-consent`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toEqual({ message: englishOf(MESSAGES.consentRevoked) });
    const [row] = await t.db.select().from(players).where(eq(players.memberId, minor.id));
    expect(row?.parentConsent).toBe('refused');
    const bell = (await admin.client.get(`/api/notifications/${admin.id}`)).json();
    expect(JSON.stringify(bell)).toContain('Tom Young');
    const again = await parent.client.post(`/api/guardian/children/${minor.id}/revoke-consent`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(englishOf(MESSAGES.consentNotConfirmedToRevoke));
  });

  it('another parent 404, the child 403, anonymous 401', async () => {
    const { minor } = await linkedFamily();
    const other = await createMember(t.app, 'Parent');
    expect((await other.client.post(`/api/guardian/children/${minor.id}/revoke-consent`)).statusCode).toBe(404);
    expect((await minor.client.post(`/api/guardian/children/${minor.id}/revoke-consent`)).statusCode).toBe(403);
    expect((await new TestClient(t.app).post(`/api/guardian/children/${minor.id}/revoke-consent`)).statusCode).toBe(
      401,
    );
  });
});

describe('GET /api/my-guardians', () => {
  it('tells the child who their guardian is and what they see and do', async () => {
    const { minor } = await linkedFamily();
    const answer = await minor.client.get('/api/my-guardians');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      guardians: [{ fullName: 'Maria Young', linkedVia: 'consent_link' }],
      sees: expect.arrayContaining(['applications', 'conversationPartners', 'pitches']),
      does: [
        'confirmRepresentation',
        'revokeConsent',
        'hideVideos',
        'declineTrials',
        'exportData',
        'deleteAccount',
        'inviteGuardian',
      ],
    });
  });

  it('is for players: a parent or an agent 403, anonymous 401', async () => {
    const parent = await createMember(t.app, 'Parent');
    expect((await parent.client.get('/api/my-guardians')).statusCode).toBe(403);
    const agent = await createVerifiedAgent(t.app);
    expect((await agent.client.get('/api/my-guardians')).statusCode).toBe(403);
    expect((await new TestClient(t.app).get('/api/my-guardians')).statusCode).toBe(401);
  });
});

describe('a Parent on member routes not meant for them', () => {
  it('is refused (403) on the routes open to every other member, and keeps their own account routes', async () => {
    const parent = await createMember(t.app, 'Parent');
    const player = await createMember(t.app, 'Player');
    expect((await parent.client.get(`/api/player-details/${player.id}`)).statusCode).toBe(403);
    expect((await parent.client.get(`/api/conversations/${parent.id}`)).statusCode).toBe(403);
    expect((await parent.client.get('/api/notification-preferences')).statusCode).toBe(200);
    expect((await parent.client.get(`/api/notifications/${parent.id}`)).statusCode).toBe(200);
  });
});

describe('a parent account in the export and on deletion', () => {
  it("exports the parent's children and the child's guardians", async () => {
    const { parent, minor } = await linkedFamily('Eva Young');
    const parentExport = (await parent.client.get('/api/account/export')).json();
    expect(parentExport.guardianLinks.children).toEqual([expect.objectContaining({ fullName: 'Eva Young' })]);
    const childExport = (await minor.client.get('/api/account/export')).json();
    expect(childExport.guardianLinks.guardians).toEqual([expect.objectContaining({ fullName: 'Maria Young' })]);
  });

  it("deleting the parent's account removes the link and keeps the child's records whole", async () => {
    const { parent, minor } = await linkedFamily('Ana Young');
    const deleted = await parent.client.post('/api/account/delete', { password: STRONG_PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await t.db.select().from(guardianLinks).where(eq(guardianLinks.childId, minor.id))).toEqual([]);
    const [row] = await t.db.select().from(players).where(eq(players.memberId, minor.id));
    expect(row?.parentConsent).toBe('confirmed');
    expect((await minor.client.get('/api/my-guardians')).json().guardians).toEqual([]);
  });
});

describe("a guardian's decisions for their child from the dashboard", () => {
  let nextVideo = 0;
  async function videoOf(playerId: number) {
    nextVideo += 1;
    const [row] = await t.db
      .insert(videos)
      .values({
        playerId,
        youtubeVideoId: `guardianVid${nextVideo}${playerId}`,
        title: `Match ${nextVideo}`,
        thumbnailUrl: `https://i.ytimg.com/vi/guardianVid${nextVideo}/hqdefault.jpg`,
      })
      .returning({ id: videos.id });
    if (!row) throw new Error('no video');
    return row.id;
  }

  /** A pending trial invitation to the child, from a verified agent's post. */
  async function trialFor(childId: number) {
    const poster = await createVerifiedAgent(t.app, { fullName: 'Trial Agent' });
    const [post] = await t.db
      .insert(opportunities)
      .values({ postedBy: poster.id, source: 'Agent', description: 'Under-16 trial day in Braga' })
      .returning({ id: opportunities.id });
    const [application] = await t.db
      .insert(applications)
      .values({
        opportunityId: post?.id ?? 0,
        playerId: childId,
        introduction: 'I play left back.',
        status: 'Invited to trial',
      })
      .returning({ id: applications.id });
    const applicationId = application?.id ?? 0;
    await t.db.insert(trialInvitations).values({
      applicationId,
      invitedBy: poster.id,
      startsAt: new Date(Date.now() + 7 * 86_400_000),
      venue: 'Pitch 1, Braga',
    });
    return { poster, applicationId };
  }

  it('hides a video of the child: hidden for everyone else, audited with the parent as actor', async () => {
    const { parent, minor } = await linkedFamily('Vera Young');
    const videoId = await videoOf(minor.id);
    const path = `/api/guardian/children/${minor.id}/videos/${videoId}/hide`;
    const hidden = await parent.client.post(path);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toEqual({ message: englishOf(MESSAGES.guardianVideoHidden) });
    const [row] = await t.db.select({ hidden: videos.hidden }).from(videos).where(eq(videos.id, videoId));
    expect(row?.hidden).toBe(true);
    const [entry] = await t.db
      .select({ actorId: auditLog.actorId, subject: auditLog.subjectMemberId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'video.hidden'), eq(auditLog.targetId, videoId)));
    expect(entry).toEqual({ actorId: parent.id, subject: minor.id });
    const activity = (await parent.client.get(`/api/guardian/children/${minor.id}`)).json() as TGuardianChildActivity;
    expect(activity.videos).toEqual([expect.objectContaining({ id: videoId, hidden: true })]);
  });

  it('hide: another parent 404, a video of another player 404, the child or an agent 403, anonymous 401, bad ids 400', async () => {
    const { parent, minor } = await linkedFamily('Rui Young');
    const videoId = await videoOf(minor.id);
    const path = `/api/guardian/children/${minor.id}/videos/${videoId}/hide`;
    const other = await createMember(t.app, 'Parent');
    expect((await other.client.post(path)).statusCode).toBe(404);
    const stranger = await createMember(t.app, 'Player');
    const strangerVideo = await videoOf(stranger.id);
    const notTheirs = await parent.client.post(`/api/guardian/children/${minor.id}/videos/${strangerVideo}/hide`);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().error).toBe(englishOf(MESSAGES.guardianVideoNotFound));
    expect((await minor.client.post(path)).statusCode).toBe(403);
    expect((await (await createVerifiedAgent(t.app)).client.post(path)).statusCode).toBe(403);
    expect((await new TestClient(t.app).post(path)).statusCode).toBe(401);
    expect((await parent.client.post(`/api/guardian/children/${minor.id}/videos/abc/hide`)).statusCode).toBe(400);
  });

  it('declines a trial invitation for the child: the poster is told as when the player declines; only once', async () => {
    const { parent, minor } = await linkedFamily('Gil Young');
    const { poster, applicationId } = await trialFor(minor.id);
    const cards = (await parent.client.get('/api/guardian/children')).json().children;
    expect(cards[0].waiting.trialInvitations).toBe(1);
    const path = `/api/guardian/children/${minor.id}/trial-invitations/${applicationId}/decline`;
    const declined = await parent.client.post(path);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toEqual({ message: englishOf(MESSAGES.guardianTrialDeclined) });
    const [trial] = await t.db.select().from(trialInvitations).where(eq(trialInvitations.applicationId, applicationId));
    expect(trial?.answer).toBe('declined');
    const [told] = await t.db.select().from(notifications).where(eq(notifications.memberId, poster.id));
    expect(told).toMatchObject({ type: 'trial_answered', noticeKey: 'trialDeclined' });
    expect(told?.message).toContain('Gil Young');
    const [entry] = await t.db
      .select({ actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'trial.declined_by_guardian'), eq(auditLog.targetId, applicationId)));
    expect(entry?.actorId).toBe(parent.id);
    const again = await parent.client.post(path);
    expect(again.statusCode).toBe(409);
  });

  it("decline: another parent 404, another child's application 404, the child or an agent 403, anonymous 401", async () => {
    const { parent, minor } = await linkedFamily('Ivo Young');
    const { applicationId, poster } = await trialFor(minor.id);
    const path = `/api/guardian/children/${minor.id}/trial-invitations/${applicationId}/decline`;
    expect((await (await createMember(t.app, 'Parent')).client.post(path)).statusCode).toBe(404);
    const stranger = await createMember(t.app, 'Player');
    const theirs = await trialFor(stranger.id);
    const notTheirs = await parent.client.post(
      `/api/guardian/children/${minor.id}/trial-invitations/${theirs.applicationId}/decline`,
    );
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().error).toBe(englishOf(MESSAGES.guardianTrialNotFound));
    expect((await minor.client.post(path)).statusCode).toBe(403);
    expect((await poster.client.post(path)).statusCode).toBe(403);
    expect((await new TestClient(t.app).post(path)).statusCode).toBe(401);
  });

  it("exports the child's data as the child's own export, as an attachment, audited", async () => {
    const { parent, minor } = await linkedFamily('Ada Young');
    const path = `/api/guardian/children/${minor.id}/data-export`;
    const exported = await parent.client.post(path);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename=/);
    const data = exported.json();
    expect(data.profile.member).toMatchObject({ id: minor.id, fullName: 'Ada Young' });
    expect(data.guardianLinks.guardians).toEqual([expect.objectContaining({ fullName: 'Maria Young' })]);
    const [entry] = await t.db
      .select({ actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'account.exported_by_guardian'), eq(auditLog.subjectMemberId, minor.id)));
    expect(entry?.actorId).toBe(parent.id);
    expect((await (await createMember(t.app, 'Parent')).client.post(path)).statusCode).toBe(404);
    expect((await minor.client.post(path)).statusCode).toBe(403);
    expect((await (await createVerifiedAgent(t.app)).client.post(path)).statusCode).toBe(403);
    expect((await new TestClient(t.app).post(path)).statusCode).toBe(401);
  });

  it("deletes the child's account with the parent's own password; a wrong one is refused with a sentence", async () => {
    const { parent, minor } = await linkedFamily('Edu Young');
    const path = `/api/guardian/children/${minor.id}/delete`;
    const missing = await parent.client.post(path, {});
    expect(missing.statusCode).toBe(400);
    const wrong = await parent.client.post(path, { password: 'not-the-password-1A!' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toBe(englishOf(MESSAGES.guardianWrongPassword));
    expect(
      (await (await createMember(t.app, 'Parent')).client.post(path, { password: STRONG_PASSWORD })).statusCode,
    ).toBe(404);
    expect((await minor.client.post(path, { password: STRONG_PASSWORD })).statusCode).toBe(403);
    expect((await (await createVerifiedAgent(t.app)).client.post(path, { password: STRONG_PASSWORD })).statusCode).toBe(
      403,
    );
    expect((await new TestClient(t.app).post(path, { password: STRONG_PASSWORD })).statusCode).toBe(401);
    const deleted = await parent.client.post(path, { password: STRONG_PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ message: englishOf(ACCOUNT_DATA_MESSAGES.childAccountDeleted) });
    const [row] = await t.db.select({ deletedAt: members.deletedAt }).from(members).where(eq(members.id, minor.id));
    expect(row?.deletedAt).not.toBeNull();
    const [entry] = await t.db
      .select({ actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'account.deleted_by_parent'), eq(auditLog.subjectMemberId, minor.id)));
    expect(entry?.actorId).toBe(parent.id);
    expect((await parent.client.get('/api/guardian/children')).json().children).toEqual([]);
  });
});

describe('admins and guardian links: GET /api/admin/members/:memberId/guardians, POST and DELETE /api/admin/guardian-links', () => {
  it('lists, links (by id or username) up to two guardians, and unlinks; each audited', async () => {
    const { minor, parent } = await linkedFamily('Rita Young');
    const admin = await createAdmin(t.app);
    const listed = await admin.client.get(`/api/admin/members/${minor.id}/guardians`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().guardians).toEqual([
      expect.objectContaining({ parentId: parent.id, fullName: 'Maria Young', linkedVia: 'consent_link' }),
    ]);
    const second = await createMember(t.app, 'Parent', { fullName: 'Jose Young' });
    const linked = await admin.client.post('/api/admin/guardian-links', { parentId: second.id, childId: minor.id });
    expect(linked.statusCode, linked.body).toBe(201);
    expect(linked.json().guardians).toHaveLength(2);
    expect(linked.json().guardians[1]).toMatchObject({ parentId: second.id, linkedVia: 'admin' });
    expect((await second.client.get(`/api/guardian/children/${minor.id}`)).statusCode).toBe(200);
    const again = await admin.client.post('/api/admin/guardian-links', { parentId: second.id, childId: minor.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(englishOf(MESSAGES.guardianLinkExists));
    const third = await createMember(t.app, 'Parent');
    const [thirdRow] = await t.db.select({ username: members.username }).from(members).where(eq(members.id, third.id));
    const tooMany = await admin.client.post('/api/admin/guardian-links', {
      parentUsername: thirdRow?.username ?? '',
      childId: minor.id,
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error).toBe(englishOf(MESSAGES.guardianLinkLimit));
    const linkId = linked.json().guardians[1].linkId as number;
    const unlinked = await admin.client.delete(`/api/admin/guardian-links/${linkId}`);
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    expect(unlinked.json().guardians).toHaveLength(1);
    expect((await second.client.get(`/api/guardian/children/${minor.id}`)).statusCode).toBe(404);
    expect((await admin.client.delete(`/api/admin/guardian-links/${linkId}`)).statusCode).toBe(404);
    const actions = await t.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(eq(auditLog.subjectMemberId, minor.id));
    expect(actions).toEqual(
      expect.arrayContaining([
        { action: 'guardian.linked', actorId: admin.id },
        { action: 'guardian.unlinked', actorId: admin.id },
      ]),
    );
  });

  it('refuses a non-parent or a non-player (400), an unknown member (404), a missing parent (400)', async () => {
    const admin = await createAdmin(t.app);
    const player = await createMember(t.app, 'Player');
    const agent = await createVerifiedAgent(t.app);
    const parent = await createMember(t.app, 'Parent');
    const notParent = await admin.client.post('/api/admin/guardian-links', { parentId: agent.id, childId: player.id });
    expect(notParent.statusCode).toBe(400);
    expect(notParent.json().error).toBe(englishOf(MESSAGES.guardianLinkNotParent));
    const notPlayer = await admin.client.post('/api/admin/guardian-links', { parentId: parent.id, childId: agent.id });
    expect(notPlayer.statusCode).toBe(400);
    expect(notPlayer.json().error).toBe(englishOf(MESSAGES.guardianLinkNotPlayer));
    const unknown = await admin.client.post('/api/admin/guardian-links', {
      parentUsername: 'nobody-here',
      childId: player.id,
    });
    expect(unknown.statusCode).toBe(404);
    const missing = await admin.client.post('/api/admin/guardian-links', { childId: player.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(englishOf(MESSAGES.guardianLinkChooseParent));
    expect((await admin.client.get('/api/admin/members/abc/guardians')).statusCode).toBe(400);
  });

  it('is for admins: a parent, a player or an agent 403, anonymous 401', async () => {
    const { minor, parent } = await linkedFamily();
    const [link] = await t.db.select().from(guardianLinks).where(eq(guardianLinks.childId, minor.id));
    const body = { parentId: parent.id, childId: minor.id };
    for (const caller of [parent, minor, await createVerifiedAgent(t.app)]) {
      expect((await caller.client.get(`/api/admin/members/${minor.id}/guardians`)).statusCode).toBe(403);
      expect((await caller.client.post('/api/admin/guardian-links', body)).statusCode).toBe(403);
      expect((await caller.client.delete(`/api/admin/guardian-links/${link?.id}`)).statusCode).toBe(403);
    }
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get(`/api/admin/members/${minor.id}/guardians`)).statusCode).toBe(401);
    expect((await anonymous.post('/api/admin/guardian-links', body)).statusCode).toBe(401);
    expect((await anonymous.delete(`/api/admin/guardian-links/${link?.id}`)).statusCode).toBe(401);
  });
});

describe("guardians hear of their child's events on the bell (notifyGuardians)", () => {
  const guardianNotices = (parentId: number) =>
    t.db
      .select({
        type: notifications.type,
        key: notifications.noticeKey,
        link: notifications.link,
        message: notifications.message,
      })
      .from(notifications)
      .where(eq(notifications.memberId, parentId));

  it('a representation offer and a contact request decided reach the parent, pointing to the child page', async () => {
    const { parent, minor } = await linkedFamily('Lu Young');
    const agent = await createVerifiedAgent(t.app, { fullName: 'Rita Recruiter' });
    const offered = await agent.client.post('/api/representation-offers', {
      playerId: minor.id,
      months: 6,
      exclusive: false,
      feePercent: 2,
      message: 'Academy trials.',
    });
    expect(offered.statusCode, offered.body).toBe(201);
    const requested = await agent.client.post('/api/underage-message-request', {
      agentId: agent.id,
      playerId: minor.id,
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const admin = await createAdmin(t.app);
    const listed = (await admin.client.get('/api/underage-message-requests')).json();
    const request = listed.requests.find((row: { playerId: number }) => row.playerId === minor.id);
    expect((await admin.client.post(`/api/approve-underage-request/${request.id}`)).statusCode).toBe(200);
    const notices = await guardianNotices(parent.id);
    expect(notices).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'representation_offer',
          key: 'guardianRepresentationOffer',
          link: `/parent-dashboard/children/${minor.id}`,
          message: 'Rita Recruiter offered to represent your child Lu Young. See the terms on your parent dashboard.',
        }),
        expect.objectContaining({ type: 'underage_request_approved', key: 'guardianContactApproved' }),
      ]),
    );
    // Another parent hears nothing of it.
    const other = await createMember(t.app, 'Parent');
    expect(await guardianNotices(other.id)).toEqual([]);
  });

  it("an application moved reaches the parent by e-mail when the parent's own preferences say so", async () => {
    const { parent, minor } = await linkedFamily('Bea Young');
    const saved = await parent.client.put('/api/notification-preferences', {
      messages: 'email',
      applications: 'email',
      opportunities: 'bell',
      alerts: 'bell',
      chime: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const poster = await createVerifiedAgent(t.app, { fullName: 'Academy Agent' });
    const [post] = await t.db
      .insert(opportunities)
      // Checked for contact details, as every post is when written: none (decision 042).
      .values({ postedBy: poster.id, source: 'Agent', description: 'Under-16 academy day', hasContactDetails: false })
      .returning({ id: opportunities.id });
    const [application] = await t.db
      .insert(applications)
      .values({ opportunityId: post?.id ?? 0, playerId: minor.id, introduction: 'I play in midfield.' })
      .returning({ id: applications.id });
    const moved = await poster.client.put(`/api/applications/${application?.id}/status`, { status: 'Shortlisted' });
    expect(moved.statusCode, moved.body).toBe(200);
    const [notice] = await guardianNotices(parent.id);
    expect(notice).toMatchObject({
      type: 'application_status_changed',
      key: 'guardianApplicationMoved',
      message: 'Your child Bea Young\'s application to "Under-16 academy day" is now Shortlisted.',
    });
    // The notice's mail is a job after the commit: on a real server it may still be on its way.
    await t.app.jobsSettled();
    const mails = await t.db.select().from(outboxMails).where(eq(outboxMails.to, parent.email));
    expect(mails.map((mail) => mail.text).join('\n')).toContain('Bea Young');
  });
});
