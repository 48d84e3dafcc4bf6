import { ROLE_FIELDS } from '@scouting/contract/fixtures/members';
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
} from '../../../test/factories.ts';
import { pdf } from '../../../test/sample-files.ts';
import { TestClient, useTestApp } from '../../../test/test-app.ts';
import { agents, agentVerificationRequests } from '../../db/schema/index.ts';
import { storeFile } from '../../platform/uploads/store-file.ts';

const t = useTestApp();

/** Saves a profile that must be refused with 400, and answers the messages it gave per field. */
async function refusedFields(client: TestClient, url: string, body: Record<string, unknown>) {
  const response = await client.put(url, body);
  expect(response.statusCode).toBe(400);
  return response.json().fields;
}

describe('GET /api/player-details/:id', () => {
  it('shows the owner everything, with isUnderage judged by birth year and month', async () => {
    const minor = await createMember(t.app, 'Player', { dob: dobYearsAgo(17, 11) });
    const details = (await minor.client.get(`/api/player-details/${minor.id}`)).json();
    expect(details).toMatchObject({
      id: minor.id,
      isUnderage: true,
      dob: minor.payload.dob,
      emailAddress: 'player@example.com',
      parentEmail: null,
      canEditTransfermarkt: true,
      primaryPosition: 'ST',
      height: ROLE_FIELDS.Player.height,
      isOwnerView: true,
    });
    const adult = await createMember(t.app, 'Player', { dob: dobYearsAgo(18) });
    expect((await adult.client.get(`/api/player-details/${adult.id}`)).json().isUnderage).toBe(false);
  });

  it("hides e-mails, the parent e-mail and a minor's birth date from other members", async () => {
    // Only a verified agent sees a minor at all, and only once a parent confirmed (docs/product.md#who-may-see-whom).
    const minor = await createConsentedMinor(t.app, { dob: dobYearsAgo(15) });
    const agent = await createVerifiedAgent(t.app);
    const seen = (await agent.client.get(`/api/player-details/${minor.id}`)).json();
    expect(seen).toMatchObject({ dob: null, emailAddress: null, parentEmail: null, isOwnerView: false, age: 15 });
    const admin = await createAdmin(t.app);
    expect((await admin.client.get(`/api/player-details/${minor.id}`)).json().parentEmail).toBe(minor.parentEmail);
  });

  it('answers 404 for an id that is not a player, and 401 without a session', async () => {
    const agent = await createMember(t.app, 'Agent');
    expect((await agent.client.get(`/api/player-details/${agent.id}`)).statusCode).toBe(404);
    expect((await new TestClient(t.app).get(`/api/player-details/${agent.id}`)).statusCode).toBe(401);
  });
});

describe('PUT /api/player-details/:id with parentEmail', () => {
  it('stores the parent e-mail with the product success message', async () => {
    const minor = await createMember(t.app, 'Player', { dob: dobYearsAgo(14) });
    const response = await minor.client.put(`/api/player-details/${minor.id}`, { parentEmail: 'mum@example.com' });
    expect(response.json()).toEqual({ message: englishOf(MESSAGES.parentEmailSubmitted) });
    expect((await minor.client.get(`/api/player-details/${minor.id}`)).json().parentEmail).toBe('mum@example.com');
  });

  it('refuses an empty or malformed e-mail (400), another player (403) and the wrong role (403)', async () => {
    const minor = await createMember(t.app, 'Player', { dob: dobYearsAgo(14) });
    const empty = await minor.client.put(`/api/player-details/${minor.id}`, { parentEmail: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ parentEmail: englishOf(MESSAGES.fieldRequired) });
    expect((await minor.client.put(`/api/player-details/${minor.id}`, { parentEmail: 'nope' })).statusCode).toBe(400);
    const other = await createMember(t.app, 'Player');
    expect(
      (await other.client.put(`/api/player-details/${minor.id}`, { parentEmail: 'x@example.com' })).statusCode,
    ).toBe(403);
    const agent = await createMember(t.app, 'Agent');
    const wrongRole = await agent.client.put(`/api/player-details/${minor.id}`, { parentEmail: 'x@example.com' });
    expect(wrongRole.statusCode).toBe(403);
    expect(wrongRole.json().code).toBe('WRONG_ROLE');
    expect(
      (await new TestClient(t.app).put(`/api/player-details/${minor.id}`, { parentEmail: 'x@example.com' })).statusCode,
    ).toBe(401);
  });
});

describe('PUT /api/player-details/:id with profile fields', () => {
  const profile = {
    emailAddress: 'new@example.com',
    currentClub: ' Real Betis ',
    clubCountry: 'Spain',
    status: 'Free Agent',
    primaryPosition: 'CM',
    secondaryPosition: 'CDM',
    preferredFoot: 'Left',
    height: 1.76,
    weight: 71,
    playerStrength: 'Passing range',
  };

  it('saves the football details, trimmed, and answers the updated details', async () => {
    const player = await createMember(t.app, 'Player');
    const response = await player.client.put(`/api/player-details/${player.id}`, profile);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ...profile, currentClub: 'Real Betis', isOwnerView: true });
    const agent = await createMember(t.app, 'Agent');
    const seen = (await agent.client.get(`/api/player-details/${player.id}`)).json();
    expect(seen).toMatchObject({ currentClub: 'Real Betis', primaryPosition: 'CM', emailAddress: null });
  });

  it('leaves the previous club to the record: a previous club sent with the profile changes nothing (decision 066)', async () => {
    const player = await createMember(t.app, 'Player', { previousClub: 'Getafe - 2019' });
    const response = await player.client.put(`/api/player-details/${player.id}`, {
      ...profile,
      previousClub: 'Sevilla Atlético - 2023',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().previousClub).toBe('Getafe - 2019');
    const career = (await player.client.get(`/api/player-career/${player.id}`)).json();
    expect(career.entries.map((entry: { club: string }) => entry.club)).toEqual(['Getafe']);
  });

  it('refuses empty or invalid fields field by field, and an unknown club country (400)', async () => {
    const player = await createMember(t.app, 'Player');
    const empty = await refusedFields(player.client, `/api/player-details/${player.id}`, {
      ...profile,
      currentClub: ' ',
      primaryPosition: 'Striker',
    });
    expect(empty).toMatchObject({
      currentClub: englishOf(MESSAGES.fieldRequired),
      primaryPosition: englishOf(MESSAGES.fieldRequired),
    });
    const country = await player.client.put(`/api/player-details/${player.id}`, {
      ...profile,
      clubCountry: 'Atlantis',
    });
    expect(country.json()).toMatchObject({
      error: englishOf(MESSAGES.unknownCountry),
      fields: { clubCountry: englishOf(MESSAGES.unknownCountry) },
    });
    expect(
      (await player.client.put(`/api/player-details/${player.id}`, { ...profile, height: 'tall' })).statusCode,
    ).toBe(400);
    expect((await player.client.get(`/api/player-details/${player.id}`)).json().currentClub).toBe(
      ROLE_FIELDS.Player.currentClub,
    );
  });

  it('answers 401 anonymous, 403 for another player, 403 for other roles, and lets an admin save', async () => {
    const player = await createMember(t.app, 'Player');
    const url = `/api/player-details/${player.id}`;
    expect((await new TestClient(t.app).put(url, profile)).statusCode).toBe(401);
    const other = await createMember(t.app, 'Player');
    expect((await other.client.put(url, profile)).statusCode).toBe(403);
    const agent = await createMember(t.app, 'Agent');
    const wrongRole = await agent.client.put(url, profile);
    expect(wrongRole.statusCode).toBe(403);
    expect(wrongRole.json().code).toBe('WRONG_ROLE');
    const admin = await createAdmin(t.app);
    expect((await admin.client.put(url, { ...profile, currentClub: 'Admin FC' })).json().currentClub).toBe('Admin FC');
    expect((await admin.client.put(`/api/player-details/${agent.id}`, profile)).statusCode).toBe(404);
  });
});

describe('GET /api/agent-details/:userId', () => {
  it('shows the verification state, and the contact e-mail only to the agent and admins', async () => {
    const agent = await createMember(t.app, 'Agent');
    const own = (await agent.client.get(`/api/agent-details/${agent.id}`)).json();
    expect(own).toMatchObject({
      agencyName: ROLE_FIELDS.Agent.agencyName,
      contactEmail: ROLE_FIELDS.Agent.contactEmail,
      isVerified: false,
      verificationStatus: 'not_requested',
      allowResubmission: false,
    });
    const player = await createMember(t.app, 'Player');
    const seen = (await player.client.get(`/api/agent-details/${agent.id}`)).json();
    expect(seen).toMatchObject({ contactEmail: null, dob: null, agencyName: ROLE_FIELDS.Agent.agencyName });
    expect((await player.client.get(`/api/agent-details/${player.id}`)).statusCode).toBe(404);
    expect((await new TestClient(t.app).get(`/api/agent-details/${agent.id}`)).statusCode).toBe(401);
  });
});

describe('PUT /api/agent-details/:userId', () => {
  const update = { agencyName: ' New Agency ', agencyWebsite: 'https://new.example', countryOfOperation: 'Spain' };

  it('saves the three agency fields, trimmed, and answers the updated details', async () => {
    const agent = await createMember(t.app, 'Agent');
    const response = await agent.client.put(`/api/agent-details/${agent.id}`, update);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: agent.id,
      agencyName: 'New Agency',
      agencyWebsite: 'https://new.example',
      countryOfOperation: 'Spain',
      contactEmail: ROLE_FIELDS.Agent.contactEmail,
      isOwnerView: true,
    });
    expect((await agent.client.get(`/api/agent-details/${agent.id}`)).json().agencyName).toBe('New Agency');
    const admin = await createAdmin(t.app);
    const byAdmin = await admin.client.put(`/api/agent-details/${agent.id}`, { ...update, agencyName: 'By Admin' });
    expect(byAdmin.json().agencyName).toBe('By Admin');
  });

  it("refuses empty fields with 'Please fill in all fields.', a bad website and an unknown country (400)", async () => {
    const agent = await createMember(t.app, 'Agent');
    const empty = await refusedFields(agent.client, `/api/agent-details/${agent.id}`, {
      agencyName: '  ',
      agencyWebsite: '',
      countryOfOperation: '',
    });
    expect(empty).toEqual({
      agencyName: englishOf(MESSAGES.fillInAllFields),
      agencyWebsite: englishOf(MESSAGES.fillInAllFields),
      countryOfOperation: englishOf(MESSAGES.fillInAllFields),
    });
    const missing = await agent.client.put(`/api/agent-details/${agent.id}`, { agencyName: 'A' });
    expect(missing.json().fields).toMatchObject({ agencyWebsite: englishOf(MESSAGES.fillInAllFields) });
    const site = await agent.client.put(`/api/agent-details/${agent.id}`, { ...update, agencyWebsite: 'new.example' });
    expect(site.json().fields).toEqual({ agencyWebsite: englishOf(MESSAGES.invalidUrl) });
    const country = await agent.client.put(`/api/agent-details/${agent.id}`, { ...update, countryOfOperation: 'Oz' });
    expect(country.json().fields).toEqual({ countryOfOperation: englishOf(MESSAGES.unknownCountry) });
    expect((await agent.client.get(`/api/agent-details/${agent.id}`)).json().agencyName).toBe(
      ROLE_FIELDS.Agent.agencyName,
    );
  });

  it('answers 401 anonymous, 403 for another agent, 403 for other roles and 404 for a non-agent', async () => {
    const agent = await createMember(t.app, 'Agent');
    expect((await new TestClient(t.app).put(`/api/agent-details/${agent.id}`, update)).statusCode).toBe(401);
    const other = await createMember(t.app, 'Agent');
    const forged = await other.client.put(`/api/agent-details/${agent.id}`, update);
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe('FORBIDDEN');
    const player = await createMember(t.app, 'Player');
    const wrongRole = await player.client.put(`/api/agent-details/${player.id}`, update);
    expect(wrongRole.statusCode).toBe(403);
    expect(wrongRole.json().code).toBe('WRONG_ROLE');
    const admin = await createAdmin(t.app);
    expect((await admin.client.put(`/api/agent-details/${player.id}`, update)).statusCode).toBe(404);
  });

  it('shows the latest denial reason to the agent and admins, not to others', async () => {
    const agent = await createMember(t.app, 'Agent');
    const admin = await createAdmin(t.app);
    const file = await storeFile(t.db, t.app.storage, agent.id, 'license', { filename: 'l.pdf', data: pdf() });
    await t.db.insert(agentVerificationRequests).values({
      agentId: agent.id,
      fullName: 'A',
      licenseNumber: 'L',
      issuingBody: 'FIFA',
      licenseFileId: file.id,
      idFileId: file.id,
      agreedToTerms: true,
      reviewed: true,
      approved: false,
      rejectionReason: 'Blurry scan',
    });
    await t.db.update(agents).set({ verificationStatus: 'denied' }).where(eq(agents.memberId, agent.id));
    expect((await agent.client.get(`/api/agent-details/${agent.id}`)).json().rejectionReason).toBe('Blurry scan');
    expect((await admin.client.get(`/api/agent-details/${agent.id}`)).json().rejectionReason).toBe('Blurry scan');
    const player = await createMember(t.app, 'Player');
    expect((await player.client.get(`/api/agent-details/${agent.id}`)).json().rejectionReason).toBeNull();
  });
});
