import { MESSAGES } from '@scouting/contract';
import { describe, expect, it } from 'vitest';
import {
  createAdmin,
  createConsentedMinor,
  createMember,
  createVerifiedAgent,
  dobYearsAgo,
} from '../../../test/factories.ts';
import { TestClient, useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();

type Page = { opportunities: { description: string }[] };
const forMinors = (description: string, ageRange = '13-16', link: string | null = null) => ({
  description,
  link,
  filters: { ageRange },
});

describe('opportunities aimed at minors (issue 12 §5)', () => {
  it('refuses a post reaching under 18 from an unverified agent (403 on the age range)', async () => {
    const unverified = await createMember(t.app, 'Agent');
    for (const poster of [unverified]) {
      for (const ageRange of ['13-16', '17-20']) {
        const refused = await poster.client.post('/api/opportunities', forMinors('Youth trial', ageRange));
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({
          error: MESSAGES.postToMinorsNeedsVerification,
          code: 'AGENT_NOT_VERIFIED',
          fields: { 'filters.ageRange': MESSAGES.postToMinorsNeedsVerification },
        });
      }
      // Adults only is fine for everyone.
      expect((await poster.client.post('/api/opportunities', forMinors('Senior trial', '21-24'))).statusCode).toBe(201);
    }
    const verified = await createVerifiedAgent(t.app);
    expect((await verified.client.post('/api/opportunities', forMinors('Youth trial'))).statusCode).toBe(201);
    expect((await new TestClient(t.app).post('/api/opportunities', forMinors('x'))).statusCode).toBe(401);
    // Players never post (SPEC §7): refused by role, whatever the range.
    const player = await createMember(t.app, 'Player');
    expect((await player.client.post('/api/opportunities', forMinors('x'))).json().code).toBe('WRONG_ROLE');
    const admin = await createAdmin(t.app);
    expect((await admin.client.post('/api/opportunities', forMinors('x'))).json().code).toBe('WRONG_ROLE');
  });

  it('applies the contact rule to a post with no age range that minors see (issue 27 §5)', async () => {
    const agent = await createVerifiedAgent(t.app);
    const noRange = { description: 'Trial day: call +44 7700 900123', link: null };
    const refused = await agent.client.post('/api/opportunities', noRange);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ description: MESSAGES.contactDetailsInPostForMinors });
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
      expect(refused.json().fields[field]).toBe(MESSAGES.contactDetailsInPostForMinors);
    }
    // The same text is fine for adults: the rule protects minors.
    const adults = await agent.client.post('/api/opportunities', forMinors(cases[0]?.[0] ?? '', '21-24'));
    expect(adults.statusCode).toBe(201);
    const posted = await agent.client.post('/api/opportunities', forMinors('U16 trial in Lisbon, apply here'));
    expect(posted.statusCode).toBe(201);
    const edited = await agent.client.put(`/api/opportunities/${posted.json().id}`, {
      description: 'Text me: 0612345678',
      link: null,
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().fields.description).toBe(MESSAGES.contactDetailsInPostForMinors);
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

  it('holds scouts and clubs to the strictest rule: no post reaching minors, and minors never see theirs (issue 18 §4)', async () => {
    const minor = await createConsentedMinor(t.app);
    const verified = await createVerifiedAgent(t.app);
    await verified.client.post('/api/opportunities', { description: 'Agent open call' });
    for (const role of ['Scout', 'Club'] as const) {
      const poster = await createMember(t.app, role);
      const refused = await poster.client.post('/api/opportunities', forMinors(`${role} youth trial`, '13-16'));
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        error: MESSAGES.postToMinorsAgentsOnly,
        code: 'AGENT_NOT_VERIFIED',
        fields: { 'filters.ageRange': MESSAGES.postToMinorsAgentsOnly },
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
});
