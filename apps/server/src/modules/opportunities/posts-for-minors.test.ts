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
  verifyAgent,
} from '../../../test/factories.ts';
import { multipart } from '../../../test/sample-files.ts';
import { TestClient, useTestApp } from '../../../test/test-app.ts';
import { forgetMember } from '../../auth/caller-cache.ts';
import { agents, notifications } from '../../db/schema/index.ts';

const t = useTestApp();

type Page = { opportunities: { description: string }[] };
const forMinors = (description: string, ageRange = '13-16', link: string | null = null) => ({
  description,
  link,
  filters: { ageRange },
});

describe('opportunities aimed at minors', () => {
  it('refuses a post reaching under 18 from an unverified agent (403 on the age range)', async () => {
    const unverified = await createMember(t.app, 'Agent');
    for (const poster of [unverified]) {
      for (const ageRange of ['13-16', '17-20']) {
        const refused = await poster.client.post('/api/opportunities', forMinors('Youth trial', ageRange));
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({
          error: englishOf(MESSAGES.postToMinorsNeedsVerification),
          code: 'AGENT_NOT_VERIFIED',
          fields: { 'filters.ageRange': englishOf(MESSAGES.postToMinorsNeedsVerification) },
        });
      }
      // Adults only is fine for everyone.
      expect((await poster.client.post('/api/opportunities', forMinors('Senior trial', '21-24'))).statusCode).toBe(201);
    }
    const verified = await createVerifiedAgent(t.app);
    expect((await verified.client.post('/api/opportunities', forMinors('Youth trial'))).statusCode).toBe(201);
    expect((await new TestClient(t.app).post('/api/opportunities', forMinors('x'))).statusCode).toBe(401);
    // Players never post: refused by role, whatever the range.
    const player = await createMember(t.app, 'Player');
    expect((await player.client.post('/api/opportunities', forMinors('x'))).json().code).toBe('WRONG_ROLE');
    const admin = await createAdmin(t.app);
    expect((await admin.client.post('/api/opportunities', forMinors('x'))).json().code).toBe('WRONG_ROLE');
  });

  it('applies the contact rule to a post with no age range that minors see', async () => {
    const agent = await createVerifiedAgent(t.app);
    const noRange = { description: 'Trial day: call +44 7700 900123', link: null };
    const refused = await agent.client.post('/api/opportunities', noRange);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ description: englishOf(MESSAGES.contactDetailsInPostForMinors) });
    // Minors never see a club's posts, so its open-to-all post may carry a phone number.
    const club = await createMember(t.app, 'Club');
    expect((await club.client.post('/api/opportunities', noRange)).statusCode).toBe(201);
  });

  it('refuses contact details in a post reaching minors, on the field, also when editing', async () => {
    const agent = await createVerifiedAgent(t.app);
    const cases: [string, string | null, string][] = [
      ['Call me on +44 7700 900123 for a trial', null, 'description'],
      ['WhatsApp me for details', null, 'description'],
      ['Write to scout@example.com', null, 'description'],
      ['Trial next week', 'https://wa.me/447700900123', 'link'],
    ];
    for (const [description, link, field] of cases) {
      const refused = await agent.client.post('/api/opportunities', forMinors(description, '13-16', link));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields[field]).toBe(englishOf(MESSAGES.contactDetailsInPostForMinors));
    }
    // The same text is fine for adults: the rule protects minors.
    const adults = await agent.client.post('/api/opportunities', forMinors(cases[0]?.[0] ?? '', '21-24'));
    expect(adults.statusCode).toBe(201);
    const posted = await agent.client.post('/api/opportunities', forMinors('U16 trial in Lisbon, apply here'));
    expect(posted.statusCode).toBe(201);
    const edited = await agent.client.put(`/api/opportunities/${posted.json().id}`, {
      // The agent lives in Spain (the factory's country): a Spanish number in national format.
      description: 'Text me: 612 345 678',
      link: null,
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().fields.description).toBe(englishOf(MESSAGES.contactDetailsInPostForMinors));
  });

  it("shows a minor only posts of verified agents; adults see every poster's", async () => {
    const unverified = await createMember(t.app, 'Agent');
    const verified = await createVerifiedAgent(t.app);
    await unverified.client.post('/api/opportunities', { description: 'From an unverified agent' });
    await verified.client.post('/api/opportunities', { description: 'From a verified agent' });

    const minor = await createConsentedMinor(t.app);
    const seen: Page = (await minor.client.get(`/api/opportunities-for-player/${minor.id}`)).json();
    const minorSees = seen.opportunities.map((o) => o.description);
    expect(minorSees).toContain('From a verified agent');
    expect(minorSees).not.toContain('From an unverified agent');

    const adult = await createMember(t.app, 'Player', { dob: dobYearsAgo(25) });
    const adultSees = (
      (await adult.client.get(`/api/opportunities-for-player/${adult.id}`)).json() as Page
    ).opportunities.map((o) => o.description);
    expect(adultSees).toEqual(expect.arrayContaining(['From an unverified agent', 'From a verified agent']));
  });

  it('holds scouts and clubs to the strictest rule: no post reaching minors, and minors never see theirs', async () => {
    const minor = await createConsentedMinor(t.app);
    const verified = await createVerifiedAgent(t.app);
    await verified.client.post('/api/opportunities', { description: 'Agent open call' });
    for (const role of ['Scout', 'Club'] as const) {
      const poster = await createMember(t.app, role);
      const refused = await poster.client.post('/api/opportunities', forMinors(`${role} youth trial`, '13-16'));
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        error: englishOf(MESSAGES.postToMinorsAgentsOnly),
        code: 'AGENT_NOT_VERIFIED',
        fields: { 'filters.ageRange': englishOf(MESSAGES.postToMinorsAgentsOnly) },
      });
      // A post with no age range is for adults only when the reader is a minor.
      expect((await poster.client.post('/api/opportunities', { description: `${role} open call` })).statusCode).toBe(
        201,
      );
    }
    const seen: Page = (await minor.client.get(`/api/opportunities-for-player/${minor.id}`)).json();
    const minorSees = seen.opportunities.map((o) => o.description);
    expect(minorSees).toContain('Agent open call');
    expect(minorSees).not.toContain('Scout open call');
    expect(minorSees).not.toContain('Club open call');
  });

  describe('a post with contact details never reaches a minor, whoever posted it and whenever (decision 042)', () => {
    type Member = Awaited<ReturnType<typeof createMember>>;
    const descriptions = async (player: Member) =>
      ((await player.client.get(`/api/opportunities-for-player/${player.id}`)).json() as Page).opportunities.map(
        (o) => o.description,
      );
    const applyAs = (player: Member, opportunityId: number) =>
      player.client.request({
        method: 'POST',
        url: '/api/apply',
        ...multipart({ playerId: String(player.id), opportunityId: String(opportunityId), introduction: 'Hi' }, {}),
      });
    const unverify = async (agentId: number) => {
      await t.app.db.update(agents).set({ verificationStatus: 'pending' }).where(eq(agents.memberId, agentId));
      await forgetMember(t.app.keyValueStore, agentId);
    };

    it('keeps the post of an agent verified after posting a phone number from the minor: list, apply, favourite, /apply', async () => {
      // The agent lives in Spain (the factory's country): a Spanish number in national format.
      const agent = await createMember(t.app, 'Agent');
      const withPhone = 'Open trial day, call 612 345 678';
      const phone = await agent.client.post('/api/opportunities', { description: withPhone });
      // Allowed while unverified: minors see none of this agent's posts.
      expect(phone.statusCode).toBe(201);
      const clean = await agent.client.post('/api/opportunities', {
        description: 'Open trial day for the 2026-2027 season',
      });
      expect(clean.statusCode).toBe(201);
      await verifyAgent(t.app, agent.id);

      const minor = await createConsentedMinor(t.app);
      const seen = await descriptions(minor);
      expect(seen).toContain('Open trial day for the 2026-2027 season');
      expect(seen).not.toContain(withPhone);
      const id = phone.json().id as number;
      expect((await applyAs(minor, id)).statusCode).toBe(404);
      expect((await minor.client.post(`/api/opportunities/${id}/favourite`)).statusCode).toBe(404);
      expect((await minor.client.get(`/api/apply/${id}`)).json().opportunity).toBeNull();

      // Adults still see and open it: the rule protects minors.
      const adult = await createMember(t.app, 'Player', { dob: dobYearsAgo(25) });
      expect(await descriptions(adult)).toContain(withPhone);
      expect((await adult.client.get(`/api/apply/${id}`)).json().opportunity.description).toBe(withPhone);
    });

    it('takes a post out of a minor’s saves and applications once its text gains contact details', async () => {
      const agent = await createVerifiedAgent(t.app);
      const posted = await agent.client.post('/api/opportunities', { description: 'Youth trial in Madrid' });
      const id = posted.json().id as number;
      const minor = await createConsentedMinor(t.app);
      const applied = await applyAs(minor, id);
      expect(applied.statusCode).toBe(201);
      const applicationId = applied.json().applicationId as number;
      expect((await minor.client.post(`/api/opportunities/${id}/favourite`)).statusCode).toBe(200);
      // Verification revoked: the post reaches no minor, so its text may carry a number; then verified again.
      await unverify(agent.id);
      const edited = await agent.client.put(`/api/opportunities/${id}`, {
        description: 'Youth trial in Madrid, WhatsApp +34 612 345 678',
        link: null,
      });
      expect(edited.statusCode).toBe(200);
      await verifyAgent(t.app, agent.id);

      expect(await descriptions(minor)).not.toContain('Youth trial in Madrid, WhatsApp +34 612 345 678');
      const saves = (await minor.client.get('/api/favourite-opportunities')).json();
      expect(saves.favourites).toEqual([]);
      const applications = (await minor.client.get('/api/my-applications')).json();
      expect(applications.applications).toEqual([]);
      expect((await minor.client.get(`/api/apply/${id}`)).json()).toMatchObject({ opportunity: null });
      // The application itself: not shown, not withdrawn, and the poster's moves quote the post to no minor.
      expect((await minor.client.get(`/api/applications/${applicationId}`)).statusCode).toBe(404);
      expect((await minor.client.post(`/api/applications/${applicationId}/withdraw`)).statusCode).toBe(404);
      const bellBefore = await t.app.db.select().from(notifications).where(eq(notifications.memberId, minor.id));
      const moved = await agent.client.put(`/api/applications/${applicationId}/status`, { status: 'Shortlisted' });
      expect(moved.statusCode).toBe(200);
      const bellAfter = await t.app.db.select().from(notifications).where(eq(notifications.memberId, minor.id));
      expect(bellAfter).toHaveLength(bellBefore.length);
    });
  });
});
