import { APPLICATION_MESSAGES, statusMoveRefusal } from '@scouting/contract/application-status';
import { isolate } from '@scouting/contract/bidi-isolate';
import { withValues } from '@scouting/contract/message-ids';
import { MESSAGES } from '@scouting/contract/messages';
import { addMonths, REPRESENTATION_MESSAGES } from '@scouting/contract/representation';
import {
  type TRepresentation,
  type TRepresentationOffer,
  ZRepresentationOfferRequest,
} from '@scouting/contract/schemas/representation';
import { englishOf } from '@scouting/contract/sentences';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createAdmin,
  createConsentedMinor,
  createMember,
  createVerifiedAgent,
  dobYearsAgo,
  latestMail,
  STRONG_PASSWORD,
} from '../../../test/factories.ts';
import { multipart } from '../../../test/sample-files.ts';
import { TestClient, useTestApp } from '../../../test/test-app.ts';
import { loadMember } from '../../auth/caller.ts';
import {
  agents,
  applications,
  auditLog,
  guardianTokens,
  notifications,
  outboxMails,
  players,
  representationAgreements,
} from '../../db/schema/index.ts';
import { todayUtc } from './calendar-day.ts';
import { makeOffer } from './make-offer.ts';

const t = useTestApp();

type Member = Awaited<ReturnType<typeof createMember>>;

const TERMS = {
  months: 12,
  exclusive: true,
  feePercent: 3.5,
  message: 'I place players in the Portuguese second tier.',
};

async function offer(agent: Member, playerId: number, terms: Record<string, unknown> = {}) {
  const response = await agent.client.post('/api/representation-offers', { playerId, ...TERMS, ...terms });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as TRepresentationOffer;
}

const answer = (player: Member, offerId: number, choice: 'accept' | 'decline') =>
  player.client.post(`/api/representation-offers/${offerId}/answer`, { answer: choice });

async function noticesOf(memberId: number) {
  return t.db.select().from(notifications).where(eq(notifications.memberId, memberId)).orderBy(desc(notifications.id));
}

async function auditActions(targetType: string, targetId: number) {
  const rows = await t.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId)))
    .orderBy(auditLog.id);
  return rows.map((row) => row.action);
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

describe('POST /api/representation-offers', () => {
  it('sends the terms to the player, who is notified; the offer is on the audit log', async () => {
    const agent = await createVerifiedAgent(t.app, { fullName: 'Rui Agent', agencyName: 'Norte Sports' });
    const player = await createMember(t.app, 'Player', { fullName: 'Ada Striker' });
    const sent = await offer(agent, player.id, { services: ['transfer', 'trials'] });
    expect(sent).toMatchObject({
      status: 'Pending',
      months: 12,
      exclusive: true,
      feePercent: 3.5,
      services: ['transfer', 'trials'],
      player: { id: player.id, fullName: 'Ada Striker', isMinor: false },
      agent: { id: agent.id, fullName: 'Rui Agent', agencyName: 'Norte Sports', verified: true },
      agreementId: null,
      applicationId: null,
    });
    const [notice] = await noticesOf(player.id);
    expect(notice).toMatchObject({ type: 'representation_offer', link: '/representation' });
    expect(notice?.message).toContain('Rui Agent');
    expect(await auditActions('representation_offer', sent.id)).toEqual(['representation.offered']);
  });

  it('offers the core services when the agent names none', async () => {
    const agent = await createVerifiedAgent(t.app);
    const player = await createMember(t.app, 'Player');
    expect((await offer(agent, player.id)).services).toEqual(['employment_contract', 'transfer']);
  });

  it('refuses terms outside the FFAR limits, on the field', async () => {
    const agent = await createVerifiedAgent(t.app);
    const player = await createMember(t.app, 'Player');
    const cases = [
      [{ months: 0 }, 'months', englishOf(REPRESENTATION_MESSAGES.monthsRange)],
      [{ months: 25 }, 'months', englishOf(REPRESENTATION_MESSAGES.monthsRange)],
      [{ months: 6.5 }, 'months', englishOf(REPRESENTATION_MESSAGES.monthsRange)],
      [{ feePercent: 100.01 }, 'feePercent', englishOf(REPRESENTATION_MESSAGES.feeRange)],
      [{ feePercent: -1 }, 'feePercent', englishOf(REPRESENTATION_MESSAGES.feeRange)],
      [{ feePercent: 2.125 }, 'feePercent', englishOf(REPRESENTATION_MESSAGES.feeSteps)],
      [{ message: '  ' }, 'message', englishOf(REPRESENTATION_MESSAGES.enterMessage)],
      [{ services: ['laundry'] }, 'services.0', undefined],
    ] as const;
    for (const [terms, field, message] of cases) {
      const response = await agent.client.post('/api/representation-offers', {
        playerId: player.id,
        ...TERMS,
        ...terms,
      });
      expect(response.statusCode, JSON.stringify(terms)).toBe(400);
      expect(response.json().fields?.[field], JSON.stringify(terms)).toBeDefined();
      if (message) expect(response.json().fields[field]).toBe(message);
    }
    const edge = await agent.client.post('/api/representation-offers', {
      playerId: player.id,
      ...TERMS,
      months: 24,
      feePercent: 5,
    });
    expect(edge.statusCode, edge.body).toBe(201);
  });

  it("accepts a fee above FIFA's 5% cap while Circular 1873 suspends it (decision 043)", async () => {
    const agent = await createVerifiedAgent(t.app);
    const player = await createMember(t.app, 'Player');
    expect((await offer(agent, player.id, { feePercent: 8 })).feePercent).toBe(8);
  });

  it('refuses a fee above 5% on a day the cap was in force, from the rules table (decision 043)', async () => {
    const agent = await createVerifiedAgent(t.app);
    const player = await createMember(t.app, 'Player');
    const acting = await loadMember(t.db, agent.id);
    if (!acting) throw new Error('the agent has no member row');
    const input = ZRepresentationOfferRequest.parse({ playerId: player.id, ...TERMS, feePercent: 8 });
    const refusal = makeOffer(
      t.db,
      acting,
      input,
      { limits: t.app.writeLimiter, appOrigin: 'https://x' },
      new Date('2023-11-15T12:00:00Z'),
    );
    await expect(refusal).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { feePercent: REPRESENTATION_MESSAGES.feeCap },
    });
    const sameDayAfter = await makeOffer(
      t.db,
      acting,
      input,
      { limits: t.app.writeLimiter, appOrigin: 'https://x' },
      new Date('2023-12-30T00:00:00Z'),
    );
    expect(sameDayAfter.feePercent).toBe(8);
  });

  it('refuses an offer to oneself or to a member who is not a player (400)', async () => {
    const agent = await createVerifiedAgent(t.app);
    const scout = await createMember(t.app, 'Scout');
    const self = await agent.client.post('/api/representation-offers', { playerId: agent.id, ...TERMS });
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toBe(englishOf(REPRESENTATION_MESSAGES.offerToSelf));
    const toScout = await agent.client.post('/api/representation-offers', { playerId: scout.id, ...TERMS });
    expect(toScout.statusCode).toBe(400);
    expect(toScout.json().error).toBe(englishOf(REPRESENTATION_MESSAGES.notAPlayer));
  });

  it('is for verified agents only (403 AGENT_NOT_VERIFIED), and other roles get 403', async () => {
    const unverified = await createMember(t.app, 'Agent');
    const player = await createMember(t.app, 'Player');
    const refused = await unverified.client.post('/api/representation-offers', { playerId: player.id, ...TERMS });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'AGENT_NOT_VERIFIED',
      error: englishOf(REPRESENTATION_MESSAGES.needsVerification),
    });
    const scout = await createMember(t.app, 'Scout');
    expect((await scout.client.post('/api/representation-offers', { playerId: player.id, ...TERMS })).statusCode).toBe(
      403,
    );
    expect(
      (await new TestClient(t.app).post('/api/representation-offers', { playerId: player.id, ...TERMS })).statusCode,
    ).toBe(401);
  });

  it('answers 404 for a player the agent may not see: a minor whose parent has not confirmed', async () => {
    const agent = await createVerifiedAgent(t.app);
    const minor = await createMember(t.app, 'Player', { dob: dobYearsAgo(15) });
    const response = await agent.client.post('/api/representation-offers', { playerId: minor.id, ...TERMS });
    expect(response.statusCode).toBe(404);
  });

  it('keeps one open offer per agent and player (409)', async () => {
    const agent = await createVerifiedAgent(t.app);
    const player = await createMember(t.app, 'Player');
    await offer(agent, player.id);
    const again = await agent.client.post('/api/representation-offers', { playerId: player.id, ...TERMS });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(englishOf(REPRESENTATION_MESSAGES.offerPending));
  });
});

describe('answering an offer', () => {
  it('accepting starts the agreement: dates, terms, both names, the profile names the agent', async () => {
    const agent = await createVerifiedAgent(t.app, { fullName: 'Rui Agent' });
    const player = await createMember(t.app, 'Player', { fullName: 'Ada Striker' });
    const sent = await offer(agent, player.id, { months: 18 });

    const accepted = await answer(player, sent.id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().message).toBe(englishOf(REPRESENTATION_MESSAGES.accepted));
    const { offer: answered } = accepted.json() as { offer: TRepresentationOffer };
    expect(answered.status).toBe('Accepted');
    expect(answered.agreementId).toEqual(expect.any(Number));

    const today = todayUtc();
    const agreement = (
      await player.client.get(`/api/representations/${answered.agreementId}`)
    ).json() as TRepresentation;
    expect(agreement).toMatchObject({
      status: 'active',
      startsOn: today,
      endsOn: addMonths(today, 18),
      months: 18,
      exclusive: true,
      feePercent: 3.5,
      player: { id: player.id, fullName: 'Ada Striker' },
      agent: { id: agent.id, fullName: 'Rui Agent' },
      guardianConfirmedAt: null,
      endedAt: null,
    });
    expect((await agent.client.get(`/api/representations/${answered.agreementId}`)).statusCode).toBe(200);

    // Anyone who may see the profile reads who represents the player, until when.
    const scout = await createMember(t.app, 'Scout');
    const profile = (await scout.client.get(`/api/player-details/${player.id}`)).json();
    // One truth: the player's status is the agreement's while it runs, whatever was declared before.
    expect(profile.status).toBe('Represented');
    expect(profile.representedBy).toEqual({
      agreementId: answered.agreementId,
      agentId: agent.id,
      name: 'Rui Agent',
      until: addMonths(today, 18),
    });

    const [notice] = await noticesOf(agent.id);
    expect(notice).toMatchObject({ type: 'representation_answered' });
    expect(notice?.message).toContain('Ada Striker accepted');
    expect(await auditActions('representation_offer', sent.id)).toEqual([
      'representation.offered',
      'representation.accepted',
    ]);

    const signed = await agent.client.get(`/api/signed-players/${agent.id}`);
    expect(signed.json().players).toEqual([
      expect.objectContaining({ playerId: player.id, fullName: 'Ada Striker', since: today, exclusive: true }),
    ]);
    const lists = await player.client.get('/api/representations');
    expect(lists.json().representations.map((row: TRepresentation) => row.id)).toEqual([answered.agreementId]);
  });

  it('declining tells the agent; answering twice is a conflict (409)', async () => {
    const agent = await createVerifiedAgent(t.app);
    const player = await createMember(t.app, 'Player', { fullName: 'Bo Winger' });
    const sent = await offer(agent, player.id);
    const declined = await answer(player, sent.id, 'decline');
    expect(declined.statusCode).toBe(200);
    expect(declined.json().offer.status).toBe('Declined');
    expect((await noticesOf(agent.id))[0]?.message).toContain('Bo Winger declined');
    const twice = await answer(player, sent.id, 'accept');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(englishOf(REPRESENTATION_MESSAGES.alreadyAnswered));
    // A declined offer no longer blocks a new one.
    await offer(agent, player.id, { months: 6 });
  });

  it("is the offered player's alone: another player and the agent get 403, a missing offer 404", async () => {
    const agent = await createVerifiedAgent(t.app);
    const player = await createMember(t.app, 'Player');
    const other = await createMember(t.app, 'Player');
    const sent = await offer(agent, player.id);
    const stranger = await answer(other, sent.id, 'accept');
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().error).toBe(englishOf(REPRESENTATION_MESSAGES.onlyPlayerAnswers));
    expect(
      (await agent.client.post(`/api/representation-offers/${sent.id}/answer`, { answer: 'accept' })).statusCode,
    ).toBe(403);
    expect((await answer(player, 999_999, 'accept')).statusCode).toBe(404);
    expect(
      (await player.client.post(`/api/representation-offers/${sent.id}/answer`, { answer: 'maybe' })).statusCode,
    ).toBe(400);
    expect((await other.client.get(`/api/representation-offers/${sent.id}`)).statusCode).toBe(403);
  });

  it('one exclusive agent at a time: a second exclusive acceptance is refused with a clear message', async () => {
    const first = await createVerifiedAgent(t.app, { fullName: 'First Agent' });
    const second = await createVerifiedAgent(t.app, { fullName: 'Second Agent' });
    const third = await createVerifiedAgent(t.app);
    const player = await createMember(t.app, 'Player');
    const exclusive = await offer(first, player.id, { exclusive: true });
    const rival = await offer(second, player.id, { exclusive: true });
    const open = await offer(third, player.id, { exclusive: false });
    expect((await answer(player, exclusive.id, 'accept')).statusCode).toBe(200);

    const refused = await answer(player, rival.id, 'accept');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      englishOf(
        withValues(REPRESENTATION_MESSAGES.exclusiveActive, {
          agentName: 'First Agent',
          until: addMonths(todayUtc(), 12),
        }),
      ),
    );
    // A Spanish player reads the refusal in Spanish, the agent's name and the date in it (decision 074).
    const inSpanish = await player.client.request({
      method: 'POST',
      url: `/api/representation-offers/${rival.id}/answer`,
      payload: { answer: 'accept' },
      headers: { 'accept-language': 'es' },
    });
    expect(inSpanish.statusCode).toBe(409);
    expect(inSpanish.json().error).toBe(
      `Tienes un contrato en exclusiva con ${isolate('First Agent')} hasta el ${isolate(addMonths(todayUtc(), 12))}. Debe terminar antes de que aceptes otra oferta.`,
    );
    // While an exclusive agreement lasts, no other agent may represent the player at all.
    expect((await answer(player, open.id, 'accept')).statusCode).toBe(409);
    // The refused offers are still open: the player may answer them once the agreement ends.
    expect((await player.client.get(`/api/representation-offers/${rival.id}`)).json().status).toBe('Pending');
  });

  it('the agent withdraws an open offer; the player is told and can no longer accept it', async () => {
    const agent = await createVerifiedAgent(t.app, { fullName: 'Quick Agent' });
    const player = await createMember(t.app, 'Player');
    const other = await createVerifiedAgent(t.app);
    const sent = await offer(agent, player.id);
    expect((await other.client.post(`/api/representation-offers/${sent.id}/withdraw`)).statusCode).toBe(403);
    const withdrawn = await agent.client.post(`/api/representation-offers/${sent.id}/withdraw`);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().offer.status).toBe('Withdrawn');
    expect((await noticesOf(player.id))[0]?.message).toContain('Quick Agent withdrew');
    const late = await answer(player, sent.id, 'accept');
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(englishOf(REPRESENTATION_MESSAGES.withdrawn));
    expect((await agent.client.post(`/api/representation-offers/${sent.id}/withdraw`)).statusCode).toBe(409);
  });

  it('an agent whose verification was lost since the offer cannot be accepted (409)', async () => {
    const agent = await createVerifiedAgent(t.app);
    const player = await createMember(t.app, 'Player');
    const sent = await offer(agent, player.id);
    await t.db.update(agents).set({ verificationStatus: 'denied' }).where(eq(agents.memberId, agent.id));
    const refused = await answer(player, sent.id, 'accept');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(englishOf(REPRESENTATION_MESSAGES.agentNoLongerVerified));
  });
});

describe('lists', () => {
  it('each member sees their own offers; an admin sees all, narrowed by agent; a member naming another agent gets 403', async () => {
    const agent = await createVerifiedAgent(t.app);
    const player = await createMember(t.app, 'Player');
    const sent = await offer(agent, player.id);
    const received = (await player.client.get('/api/representation-offers')).json().offers as TRepresentationOffer[];
    expect(received.map((row) => row.id)).toEqual([sent.id]);
    const mine = (await agent.client.get('/api/representation-offers')).json().offers as TRepresentationOffer[];
    expect(mine.map((row) => row.id)).toEqual([sent.id]);
    const admin = await createAdmin(t.app);
    const narrowed = (await admin.client.get(`/api/representation-offers?agentId=${agent.id}&status=Pending`)).json();
    expect(narrowed.offers.map((row: TRepresentationOffer) => row.id)).toEqual([sent.id]);
    const other = await createVerifiedAgent(t.app);
    expect((await other.client.get(`/api/representation-offers?agentId=${agent.id}`)).statusCode).toBe(403);
    expect((await other.client.get(`/api/signed-players/${agent.id}`)).statusCode).toBe(403);
    expect((await admin.client.get(`/api/signed-players/${agent.id}`)).statusCode).toBe(200);
    expect((await player.client.get(`/api/signed-players/${player.id}`)).statusCode).toBe(403);
    const scout = await createMember(t.app, 'Scout');
    expect((await scout.client.get('/api/representation-offers')).statusCode).toBe(403);
  });
});

describe('ending an agreement', () => {
  async function agreement() {
    const agent = await createVerifiedAgent(t.app, { fullName: 'End Agent' });
    const player = await createMember(t.app, 'Player', { fullName: 'End Player' });
    const sent = await offer(agent, player.id);
    const accepted = await answer(player, sent.id, 'accept');
    return { agent, player, id: accepted.json().offer.agreementId as number };
  }

  it('either side ends it; the other is notified, the profile stops naming the agent, ending twice is 409', async () => {
    const { agent, player, id } = await agreement();
    const stranger = await createMember(t.app, 'Player');
    expect((await stranger.client.post(`/api/representations/${id}/end`)).statusCode).toBe(403);
    const ended = await player.client.post(`/api/representations/${id}/end`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({ status: 'ended', endedBy: { id: player.id, fullName: 'End Player' } });
    const [notice] = await noticesOf(agent.id);
    expect(notice).toMatchObject({
      type: 'representation_ended',
      message: 'End Player ended your representation agreement.',
    });
    const afterEnd = (await agent.client.get(`/api/player-details/${player.id}`)).json();
    expect(afterEnd.representedBy).toBeNull();
    expect(afterEnd.status).toBe('Free Agent');
    expect((await agent.client.get(`/api/signed-players/${agent.id}`)).json().players).toEqual([]);
    const twice = await agent.client.post(`/api/representations/${id}/end`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(englishOf(REPRESENTATION_MESSAGES.alreadyEnded));
    expect(await auditActions('representation_agreement', id)).toEqual(['representation.ended']);
    // Past agreements stay readable in the full list.
    expect((await player.client.get('/api/representations')).json().representations).toEqual([]);
    expect((await player.client.get('/api/representations?scope=all')).json().representations).toHaveLength(1);
  });

  it('ends by itself on its end date: expired, not shown, and the player may sign again', async () => {
    const { agent, player, id } = await agreement();
    await t.db
      .update(representationAgreements)
      .set({ startsOn: '2024-01-01', endsOn: todayUtc() })
      .where(eq(representationAgreements.id, id));
    expect((await player.client.get(`/api/representations/${id}`)).json().status).toBe('expired');
    expect((await player.client.get(`/api/player-details/${player.id}`)).json().representedBy).toBeNull();
    expect((await agent.client.post(`/api/representations/${id}/end`)).statusCode).toBe(409);
    // Never renewed by itself: a new agreement needs a new offer, which may now be made.
    await offer(agent, player.id);
  });
});

describe("a minor's agreement waits for the parent who consented", () => {
  async function minorAccepts() {
    const agent = await createVerifiedAgent(t.app, { fullName: 'Youth Agent', agencyName: 'Academy Links' });
    const minor = await createConsentedMinor(t.app, { fullName: 'Leo Young' });
    const sent = await offer(agent, minor.id, { months: 24, feePercent: 2 });
    expect(sent.player.isMinor).toBe(true);
    const accepted = await answer(minor, sent.id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().message).toBe(englishOf(REPRESENTATION_MESSAGES.acceptedAwaitingGuardian));
    expect(accepted.json().offer).toMatchObject({ status: 'Awaiting guardian', agreementId: null });
    const mail = await latestMail(t.app, minor.parentEmail);
    return { agent, minor, sent, mail, token: tokenOf(mail.link) };
  }

  it('mails the terms and a link; confirming starts the agreement and tells both; the link works once', async () => {
    const { agent, minor, sent, mail, token } = await minorAccepts();
    expect(mail.subject).toContain('Leo Young');
    expect(mail.text).toContain('Youth Agent of the agency Academy Links');
    expect(mail.text).toContain('24 months');
    expect(mail.text).toContain("2% of the player's remuneration");
    expect(mail.link).toMatch(/\/representation-consent\?token=/);
    // Nothing starts before the parent answers.
    expect((await agent.client.get(`/api/player-details/${minor.id}`)).json().representedBy).toBeNull();

    const anonymous = new TestClient(t.app);
    const page = await anonymous.get(`/api/representation-consent?token=${encodeURIComponent(token)}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      link: 'valid',
      childFirstName: 'Leo',
      agentName: 'Youth Agent',
      agencyName: 'Academy Links',
      months: 24,
      feePercent: 2,
      status: 'Awaiting guardian',
    });

    const confirmed = await anonymous.post('/api/representation-consent/confirm', { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({
      message: englishOf(REPRESENTATION_MESSAGES.guardianConfirmed),
      status: 'Accepted',
    });
    const profile = (await agent.client.get(`/api/player-details/${minor.id}`)).json();
    expect(profile.representedBy).toMatchObject({ agentId: agent.id, name: 'Youth Agent' });
    const offerNow = (await minor.client.get(`/api/representation-offers/${sent.id}`)).json() as TRepresentationOffer;
    const agreement = (await minor.client.get(`/api/representations/${offerNow.agreementId}`)).json();
    expect(agreement.guardianConfirmedAt).toEqual(expect.any(String));
    expect((await noticesOf(agent.id))[0]?.message).toContain('The parent of Leo Young confirmed');
    expect((await noticesOf(minor.id))[0]?.message).toContain('Your parent confirmed');
    expect(await auditActions('representation_offer', sent.id)).toEqual([
      'representation.offered',
      'representation.accepted',
      'representation.guardian_confirmed',
    ]);

    const again = await anonymous.post('/api/representation-consent/refuse', { token });
    expect(again.statusCode).toBe(410);
    expect(again.json().error).toBe(englishOf(REPRESENTATION_MESSAGES.guardianLinkUsed));
    expect((await anonymous.get(`/api/representation-consent?token=${encodeURIComponent(token)}`)).json().link).toBe(
      'used',
    );
  });

  it("refuses a confirmation sent with the child's own session (403), and the link still works for the parent", async () => {
    const { minor, sent, token } = await minorAccepts();
    const bySelf = await minor.client.post('/api/representation-consent/confirm', { token });
    expect(bySelf.statusCode).toBe(403);
    expect(bySelf.json()).toEqual({ error: englishOf(MESSAGES.consentNotByChild), code: 'FORBIDDEN' });
    expect((await minor.client.get(`/api/representation-offers/${sent.id}`)).json().status).toBe('Awaiting guardian');
    const byParent = await new TestClient(t.app).post('/api/representation-consent/confirm', { token });
    expect(byParent.statusCode, byParent.body).toBe(200);
  });

  it("mails no link to a parent address that is the child's own, written another way (409)", async () => {
    const agent = await createVerifiedAgent(t.app);
    const local = `leo${Date.now()}`;
    const minor = await createConsentedMinor(t.app, { emailAddress: `${local}@gmail.com` });
    // An address kept from before the provider's way of reading it was applied to the parent's address.
    const ownAddress = `${local.slice(0, 1)}.${local.slice(1)}+mum@googlemail.com`;
    await t.db.update(players).set({ parentEmail: ownAddress }).where(eq(players.memberId, minor.id));
    const sent = await offer(agent, minor.id);
    const accepted = await answer(minor, sent.id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(409);
    expect(accepted.json()).toEqual({ error: englishOf(MESSAGES.parentEmailIsChilds), code: 'CONFLICT' });
    expect((await minor.client.get(`/api/representation-offers/${sent.id}`)).json().status).toBe('Pending');
    await expect(latestMail(t.app, ownAddress)).rejects.toThrow();
  });

  it('refusing keeps the agreement from starting and tells the agent and the child', async () => {
    const { agent, minor, sent, token } = await minorAccepts();
    const refused = await new TestClient(t.app).post('/api/representation-consent/refuse', { token });
    expect(refused.statusCode).toBe(200);
    expect(refused.json().status).toBe('Refused by guardian');
    expect((await minor.client.get(`/api/representation-offers/${sent.id}`)).json().status).toBe('Refused by guardian');
    expect((await noticesOf(agent.id))[0]?.message).toContain('refused');
    expect((await noticesOf(minor.id))[0]?.message).toContain('Your parent refused');
    expect((await agent.client.get(`/api/player-details/${minor.id}`)).json().representedBy).toBeNull();
  });

  it('an expired link says so (410); the child may send a fresh one, once a minute, and the old one stops working', async () => {
    const { minor, sent, token } = await minorAccepts();
    await t.db
      .update(guardianTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(guardianTokens.representationOfferId, sent.id));
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get(`/api/representation-consent?token=${encodeURIComponent(token)}`)).json().link).toBe(
      'expired',
    );
    const late = await anonymous.post('/api/representation-consent/confirm', { token });
    expect(late.statusCode).toBe(410);
    expect(late.json().error).toBe(englishOf(REPRESENTATION_MESSAGES.guardianLinkExpired));

    // The first link was mailed moments ago: the cooldown counts from it.
    const tooSoon = await minor.client.post(`/api/representation-offers/${sent.id}/guardian-mail`);
    expect(tooSoon.statusCode).toBe(429);
    await t.db
      .update(guardianTokens)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(guardianTokens.representationOfferId, sent.id));
    const resent = await minor.client.post(`/api/representation-offers/${sent.id}/guardian-mail`);
    expect(resent.statusCode, resent.body).toBe(200);
    const fresh = tokenOf((await latestMail(t.app, minor.parentEmail)).link);
    expect(fresh).not.toBe(token);
    expect((await anonymous.post('/api/representation-consent/confirm', { token: fresh })).statusCode).toBe(200);
  });

  it('an unknown link is 404; a link for an offer the agent withdrew is no longer open (409)', async () => {
    const anonymous = new TestClient(t.app);
    const unknown = await anonymous.get(`/api/representation-consent?token=${'b'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(englishOf(REPRESENTATION_MESSAGES.guardianLinkInvalid));
    const { agent, sent, token } = await minorAccepts();
    expect((await agent.client.post(`/api/representation-offers/${sent.id}/withdraw`)).statusCode).toBe(200);
    const closed = await anonymous.post('/api/representation-consent/confirm', { token });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error).toBe(englishOf(REPRESENTATION_MESSAGES.guardianNoLongerOpen));
  });
});

describe('an offer from an application', () => {
  async function applicationTo(agent: Member, player: Member) {
    const opportunityId = (await agent.client.post('/api/opportunities', { description: 'Winger for Norte' })).json()
      .id;
    const applied = await player.client.request({
      method: 'POST',
      url: '/api/apply',
      ...multipart({ playerId: String(player.id), opportunityId: String(opportunityId), introduction: 'Hi' }, {}),
    });
    expect(applied.statusCode, applied.body).toBe(201);
    return applied.json().applicationId as number;
  }

  it('moves the application to Offered, with the terms in its history', async () => {
    const agent = await createVerifiedAgent(t.app);
    const player = await createMember(t.app, 'Player');
    const applicationId = await applicationTo(agent, player);
    const sent = await offer(agent, player.id, { applicationId });
    expect(sent.applicationId).toBe(applicationId);
    const application = (await player.client.get(`/api/applications/${applicationId}`)).json();
    expect(application.status).toBe('Offered');
    expect(application.history.at(-1).message).toContain('Offer to sign: 12 months, exclusive');
  });

  it('refuses an application to another poster (403), of another player (400) or withdrawn (409)', async () => {
    const agent = await createVerifiedAgent(t.app);
    const poster = await createVerifiedAgent(t.app);
    const player = await createMember(t.app, 'Player');
    const other = await createMember(t.app, 'Player');
    const theirs = await applicationTo(poster, player);
    const notMine = await agent.client.post('/api/representation-offers', {
      playerId: player.id,
      ...TERMS,
      applicationId: theirs,
    });
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().error).toBe(englishOf(REPRESENTATION_MESSAGES.notYourApplication));

    const mine = await applicationTo(agent, player);
    const wrongPlayer = await agent.client.post('/api/representation-offers', {
      playerId: other.id,
      ...TERMS,
      applicationId: mine,
    });
    expect(wrongPlayer.statusCode).toBe(400);
    await player.client.post(`/api/applications/${mine}/withdraw`);
    const withdrawn = await agent.client.post('/api/representation-offers', {
      playerId: player.id,
      ...TERMS,
      applicationId: mine,
    });
    expect(withdrawn.statusCode).toBe(409);
    expect(withdrawn.json().error).toBe(englishOf(statusMoveRefusal('Withdrawn', 'Offered')));
    // Nothing was written: the application and the offers are as before.
    const [row] = await t.db.select().from(applications).where(eq(applications.id, mine));
    expect(row?.status).toBe('Withdrawn');
  });

  it("the poster's status menu never offers Offered: only an offer makes it", async () => {
    const agent = await createVerifiedAgent(t.app);
    const player = await createMember(t.app, 'Player');
    const applicationId = await applicationTo(agent, player);
    const response = await agent.client.put(`/api/applications/${applicationId}/status`, { status: 'Offered' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(englishOf(APPLICATION_MESSAGES.offerThroughForm));
  });
});

describe("a member's own data", () => {
  it('the export carries the offers and agreements; deleting the account ends the agreement and drops open offers', async () => {
    const agent = await createVerifiedAgent(t.app, { fullName: 'Kept Agent' });
    const other = await createVerifiedAgent(t.app);
    const player = await createMember(t.app, 'Player', { fullName: 'Leaving Player' });
    const signed = await offer(agent, player.id, { exclusive: false });
    const agreementId = (await answer(player, signed.id, 'accept')).json().offer.agreementId as number;
    const open = await offer(other, player.id, { exclusive: false });

    const exported = (await player.client.get('/api/account/export')).json();
    expect(exported.representation.offers.map((row: TRepresentationOffer) => row.id)).toEqual([signed.id, open.id]);
    expect(exported.representation.agreements).toEqual([
      expect.objectContaining({ id: agreementId, status: 'active' }),
    ]);

    const deleted = await player.client.post('/api/account/delete', { password: STRONG_PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const kept = (await agent.client.get(`/api/representations/${agreementId}`)).json() as TRepresentation;
    expect(kept).toMatchObject({ status: 'ended', player: { fullName: 'Deleted member' } });
    expect((await agent.client.get(`/api/signed-players/${agent.id}`)).json().players).toEqual([]);
    expect((await other.client.get('/api/representation-offers')).json().offers).toEqual([]);
  });
});

describe("an offer's words to a minor", () => {
  it('refuses an offer message with contact details to a minor (400 on the field), not to an adult', async () => {
    const agent = await createVerifiedAgent(t.app);
    const minor = await createConsentedMinor(t.app);
    const refused = await agent.client.post('/api/representation-offers', {
      playerId: minor.id,
      ...TERMS,
      message: 'Add me on WhatsApp +44 7700 900123',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      error: englishOf(MESSAGES.contactDetailsInTextForMinors),
      fields: { message: englishOf(MESSAGES.contactDetailsInTextForMinors) },
    });
    expect((await minor.client.get('/api/representation-offers')).json().offers ?? []).toHaveLength(0);
    const adult = await createMember(t.app, 'Player');
    await offer(agent, adult.id, { message: 'Call me on +44 7700 900123' });
  });

  it("mails the consenting parent a copy of the offer's message", async () => {
    const agent = await createVerifiedAgent(t.app, { fullName: 'Youth Agent' });
    const minor = await createConsentedMinor(t.app, { fullName: 'Leo Young' });
    await offer(agent, minor.id);
    const mail = await latestMail(t.app, minor.parentEmail);
    expect(mail.subject).toBe('Youth Agent wrote to Leo Young on Scouting Network');
    expect(mail.text).toContain(TERMS.message);
  });

  it("the guardian's mail counts in the parent's daily cap: a resend beyond it is refused with a sentence (429)", async () => {
    const agent = await createVerifiedAgent(t.app);
    const minor = await createConsentedMinor(t.app);
    const sent = await offer(agent, minor.id);
    expect((await answer(minor, sent.id, 'accept')).statusCode).toBe(200);
    // The offer's copy and the guardian's mail are two; four resends make six.
    const resend = async () => {
      await t.db
        .update(guardianTokens)
        .set({ createdAt: new Date(Date.now() - 120_000) })
        .where(eq(guardianTokens.representationOfferId, sent.id));
      return minor.client.post(`/api/representation-offers/${sent.id}/guardian-mail`);
    };
    for (let i = 0; i < 4; i++) expect((await resend()).statusCode).toBe(200);
    const beyond = await resend();
    expect(beyond.statusCode).toBe(429);
    expect(beyond.json()).toMatchObject({ code: 'RATE_LIMITED', error: englishOf(MESSAGES.parentMailsLimited) });
    await t.app.jobsSettled();
    const mails = await t.db.select().from(outboxMails).where(eq(outboxMails.to, minor.parentEmail));
    expect(mails).toHaveLength(6);
  });
});
