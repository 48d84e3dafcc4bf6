import { AVAILABILITY_MESSAGES } from '@scouting/contract/availability';
import { ROLE_FIELDS } from '@scouting/contract/fixtures/members';
import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { describe, expect, it } from 'vitest';
import { createAdmin, createMember, dobYearsAgo } from '../../../test/factories.ts';
import { TestClient, useTestApp } from '../../../test/test-app.ts';

/** The availability fields of the profile save (docs/product.md#availability). */
const t = useTestApp();

const profile = ROLE_FIELDS.Player;

describe('PUT /api/player-details/:id with availability', () => {
  it('stores the contract month, availability and destinations, and every member reads them', async () => {
    const player = await createMember(t.app, 'Player');
    const url = `/api/player-details/${player.id}`;
    const fresh = (await player.client.get(url)).json();
    expect(fresh).toMatchObject({ contractUntil: null, availability: null, relocation: [] });

    const saved = await player.client.put(url, {
      ...profile,
      contractUntil: '2026-06',
      availability: 'Loan possible',
      relocation: ['Portugal', 'Spain', 'Portugal'],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      contractUntil: '2026-06',
      availability: 'Loan possible',
      relocation: ['Portugal', 'Spain'],
    });
    const agent = await createMember(t.app, 'Agent');
    expect((await agent.client.get(url)).json()).toMatchObject({
      contractUntil: '2026-06',
      availability: 'Loan possible',
      relocation: ['Portugal', 'Spain'],
    });

    // Fields left out keep what is stored; null clears; 'anywhere' replaces the list.
    expect((await player.client.put(url, profile)).json()).toMatchObject({ contractUntil: '2026-06' });
    const cleared = await player.client.put(url, {
      ...profile,
      contractUntil: null,
      availability: 'Free agent',
      relocation: 'anywhere',
    });
    expect(cleared.json()).toMatchObject({ contractUntil: null, availability: 'Free agent', relocation: 'anywhere' });
  });

  it('refuses a malformed month, an unknown availability or country, and too many countries (400)', async () => {
    const player = await createMember(t.app, 'Player');
    const url = `/api/player-details/${player.id}`;
    for (const contractUntil of ['2026-13', '06/2026', '1899-01', 2026]) {
      const response = await player.client.put(url, { ...profile, contractUntil });
      expect(response.statusCode, String(contractUntil)).toBe(400);
      expect(response.json().fields).toMatchObject({ contractUntil: englishOf(AVAILABILITY_MESSAGES.invalidMonth) });
    }
    const availability = await player.client.put(url, { ...profile, availability: 'Retired' });
    expect(availability.json().fields).toMatchObject({
      availability: englishOf(AVAILABILITY_MESSAGES.invalidAvailability),
    });
    const atlantis = await player.client.put(url, { ...profile, relocation: ['Portugal', 'Atlantis'] });
    expect(atlantis.statusCode).toBe(400);
    expect(atlantis.json()).toMatchObject({ fields: { relocation: englishOf(MESSAGES.unknownCountry) } });
    const many = await player.client.put(url, { ...profile, relocation: Array.from({ length: 31 }, () => 'Spain') });
    expect(many.statusCode).toBe(400);
    expect((await player.client.get(url)).json()).toMatchObject({ contractUntil: null, relocation: [] });
  });

  it('answers 401 anonymous, 403 for another player or role, and lets an admin save', async () => {
    const player = await createMember(t.app, 'Player');
    const url = `/api/player-details/${player.id}`;
    const body = { ...profile, availability: 'Free agent' };
    expect((await new TestClient(t.app).put(url, body)).statusCode).toBe(401);
    expect((await (await createMember(t.app, 'Player')).client.put(url, body)).statusCode).toBe(403);
    expect((await (await createMember(t.app, 'Scout')).client.put(url, body)).statusCode).toBe(403);
    const admin = await createAdmin(t.app);
    expect((await admin.client.put(url, body)).json().availability).toBe('Free agent');
  });

  it('answers 404 for a minor the viewer may not see, availability included', async () => {
    const minor = await createMember(t.app, 'Player', { dob: dobYearsAgo(16) });
    const agent = await createMember(t.app, 'Agent');
    expect((await agent.client.get(`/api/player-details/${minor.id}`)).statusCode).toBe(404);
  });

  it("is in the player's data export (the players row as stored)", async () => {
    const player = await createMember(t.app, 'Player');
    await player.client.put(`/api/player-details/${player.id}`, {
      ...profile,
      contractUntil: '2027-05',
      availability: 'Open to offers',
      relocation: ['Portugal'],
    });
    const exported = await player.client.get('/api/account/export');
    expect(exported.statusCode).toBe(200);
    expect(exported.json().profile.roleDetails).toMatchObject({
      contractUntil: '2027-05-01',
      availability: 'Open to offers',
      relocationCountries: ['Portugal'],
      relocationAnywhere: false,
    });
  });
});
