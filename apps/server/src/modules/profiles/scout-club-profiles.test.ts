import { ROLE_FIELDS } from '@scouting/contract/fixtures/members';
import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAdmin, createMember } from '../../../test/factories.ts';
import { expectSignedOutAndRoleRefused } from '../../../test/guards.ts';
import { TestClient, useTestApp } from '../../../test/test-app.ts';
import { members } from '../../db/schema/index.ts';

const t = useTestApp();

const scoutUpdate = {
  contactEmail: ' new.scout@example.com ',
  countryOfOperation: 'Ghana',
  currentEmployer: 'FC Porto',
  scoutingExperience: '7',
  website: 'https://scouting.example',
};
const clubUpdate = {
  clubName: ' Atlético Ejemplo ',
  clubCountry: 'Portugal',
  currentLeague: 'Liga 3',
  typeOfClub: 'Pro',
  clubEmail: 'office@atletico.example',
  clubWebsite: 'https://atletico.example',
};

describe('GET /api/scout-details/:userId and /api/club-details/:userId', () => {
  it('shows any member the profile, and the contact e-mail and birth date only to the owner and admins', async () => {
    const scout = await createMember(t.app, 'Scout');
    const own = (await scout.client.get(`/api/scout-details/${scout.id}`)).json();
    expect(own).toMatchObject({
      id: scout.id,
      ...ROLE_FIELDS.Scout,
      isOwnerView: true,
    });
    expect(own.dob).toEqual(expect.any(String));
    expect(own.age).toBeGreaterThanOrEqual(16);
    const player = await createMember(t.app, 'Player');
    expect((await player.client.get(`/api/scout-details/${scout.id}`)).json()).toMatchObject({
      contactEmail: null,
      dob: null,
      currentEmployer: ROLE_FIELDS.Scout.currentEmployer,
      isOwnerView: false,
    });
    const admin = await createAdmin(t.app);
    expect((await admin.client.get(`/api/scout-details/${scout.id}`)).json().contactEmail).toBe(
      ROLE_FIELDS.Scout.contactEmail,
    );

    const club = await createMember(t.app, 'Club');
    expect((await club.client.get(`/api/club-details/${club.id}`)).json()).toMatchObject({
      ...ROLE_FIELDS.Club,
      isOwnerView: true,
    });
    expect((await scout.client.get(`/api/club-details/${club.id}`)).json()).toMatchObject({
      clubName: ROLE_FIELDS.Club.clubName,
      typeOfClub: ROLE_FIELDS.Club.typeOfClub,
      clubEmail: null,
    });
  });

  it('answers 404 for a member of another role, and 401 signed out', async () => {
    const scout = await createMember(t.app, 'Scout');
    const club = await createMember(t.app, 'Club');
    expect((await scout.client.get(`/api/club-details/${scout.id}`)).json().error).toBe(
      englishOf(MESSAGES.clubNotFound),
    );
    expect((await club.client.get(`/api/scout-details/${club.id}`)).json().error).toBe(
      englishOf(MESSAGES.scoutNotFound),
    );
    expect((await new TestClient(t.app).get(`/api/scout-details/${scout.id}`)).statusCode).toBe(401);
    expect((await new TestClient(t.app).get(`/api/club-details/${club.id}`)).statusCode).toBe(401);
  });

  it('hides a profile an admin hid from everyone but its owner and admins', async () => {
    const club = await createMember(t.app, 'Club');
    await t.db.update(members).set({ profileHiddenAt: new Date() }).where(eq(members.id, club.id));
    const agent = await createMember(t.app, 'Agent');
    expect((await agent.client.get(`/api/club-details/${club.id}`)).statusCode).toBe(404);
    expect((await club.client.get(`/api/club-details/${club.id}`)).statusCode).toBe(200);
    expect((await (await createAdmin(t.app)).client.get(`/api/club-details/${club.id}`)).statusCode).toBe(200);
  });
});

describe('PUT /api/scout-details/:userId', () => {
  it('saves the scout’s fields, trimmed, for the scout and for an admin', async () => {
    const scout = await createMember(t.app, 'Scout');
    const saved = await scout.client.put(`/api/scout-details/${scout.id}`, scoutUpdate);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      contactEmail: 'new.scout@example.com',
      countryOfOperation: 'Ghana',
      currentEmployer: 'FC Porto',
      scoutingExperience: 7,
      website: 'https://scouting.example',
    });
    const admin = await createAdmin(t.app);
    const byAdmin = await admin.client.put(`/api/scout-details/${scout.id}`, { ...scoutUpdate, currentEmployer: 'AA' });
    expect(byAdmin.json().currentEmployer).toBe('AA');
    expect((await scout.client.get(`/api/scout-details/${scout.id}`)).json().currentEmployer).toBe('AA');
  });

  it('refuses what the wizard refuses, with its messages (400), and keeps the old values', async () => {
    const scout = await createMember(t.app, 'Scout');
    const url = `/api/scout-details/${scout.id}`;
    const refused = await scout.client.put(url, {
      contactEmail: 'not-an-email',
      countryOfOperation: ' ',
      currentEmployer: '',
      scoutingExperience: 'many',
      website: 'scouting.example',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      contactEmail: englishOf(MESSAGES.invalidEmail),
      countryOfOperation: englishOf(MESSAGES.fieldRequired),
      currentEmployer: englishOf(MESSAGES.fieldRequired),
      scoutingExperience: englishOf(MESSAGES.invalidNumber),
      website: englishOf(MESSAGES.invalidUrl),
    });
    const country = await scout.client.put(url, { ...scoutUpdate, countryOfOperation: 'Oz' });
    expect(country.json().fields).toEqual({ countryOfOperation: englishOf(MESSAGES.unknownCountry) });
    expect((await scout.client.get(url)).json().currentEmployer).toBe(ROLE_FIELDS.Scout.currentEmployer);
  });

  it('answers 401 signed out, 403 for another scout and for other roles, 404 for a non-scout', async () => {
    const scout = await createMember(t.app, 'Scout');
    const url = `/api/scout-details/${scout.id}`;
    await expectSignedOutAndRoleRefused(t.app, 'Club', (client) => client.put(url, scoutUpdate));
    const other = await createMember(t.app, 'Scout');
    const forged = await other.client.put(url, scoutUpdate);
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe('FORBIDDEN');
    const admin = await createAdmin(t.app);
    const club = await createMember(t.app, 'Club');
    expect((await admin.client.put(`/api/scout-details/${club.id}`, scoutUpdate)).statusCode).toBe(404);
  });
});

describe('PUT /api/club-details/:userId', () => {
  it('saves the club’s fields for the club and for an admin', async () => {
    const club = await createMember(t.app, 'Club');
    const saved = await club.client.put(`/api/club-details/${club.id}`, clubUpdate);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ...clubUpdate, clubName: 'Atlético Ejemplo', isOwnerView: true });
    const admin = await createAdmin(t.app);
    const byAdmin = await admin.client.put(`/api/club-details/${club.id}`, { ...clubUpdate, typeOfClub: 'Amateur' });
    expect(byAdmin.json().typeOfClub).toBe('Amateur');
  });

  it('refuses what the wizard refuses, with its messages (400)', async () => {
    const club = await createMember(t.app, 'Club');
    const url = `/api/club-details/${club.id}`;
    const refused = await club.client.put(url, {
      clubName: '',
      clubCountry: 'Spain',
      currentLeague: ' ',
      typeOfClub: 'Sunday League',
      clubEmail: 'office',
      clubWebsite: 'ftp://club.example',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      clubName: englishOf(MESSAGES.fieldRequired),
      currentLeague: englishOf(MESSAGES.fieldRequired),
      typeOfClub: englishOf(MESSAGES.fieldRequired),
      clubEmail: englishOf(MESSAGES.invalidEmail),
      clubWebsite: englishOf(MESSAGES.invalidUrl),
    });
    const country = await club.client.put(url, { ...clubUpdate, clubCountry: 'Oz' });
    expect(country.json().fields).toEqual({ clubCountry: englishOf(MESSAGES.unknownCountry) });
    expect((await club.client.get(url)).json().clubName).toBe(ROLE_FIELDS.Club.clubName);
  });

  it('answers 401 signed out, 403 for another club and for other roles', async () => {
    const club = await createMember(t.app, 'Club');
    const url = `/api/club-details/${club.id}`;
    await expectSignedOutAndRoleRefused(t.app, 'Scout', (client) => client.put(url, clubUpdate));
    const other = await createMember(t.app, 'Club');
    const forged = await other.client.put(url, clubUpdate);
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe('FORBIDDEN');
  });
});
