import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createMember, dobYearsAgo, registrationPayload } from '../../../test/factories.ts';
import { buildTestApp, type TestApp, TestClient } from '../../../test/test-app.ts';
import { agents, clubs, members, notifications, players, scouts } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('POST /api/register', () => {
  it.each([
    ['Agent', agents],
    ['Scout', scouts],
    ['Club', clubs],
    ['Player', players],
  ] as const)('creates a %s member and its role row, and /api/me shows it', async (role, table) => {
    const { client } = await createAccount(t.app);
    const payload = registrationPayload(role);
    const response = await client.post('/api/register', payload);
    expect(response.statusCode).toBe(200);
    const { userId } = response.json();
    expect(userId).toBeGreaterThan(0);
    const [member] = await t.db.select().from(members).where(eq(members.id, userId));
    expect(member).toMatchObject({ role, username: payload.username, fullName: payload.fullName, dob: payload.dob });
    expect(await t.db.select().from(table).where(eq(table.memberId, userId))).toHaveLength(1);
    expect((await client.get('/api/me')).json().member).toEqual({
      id: userId,
      role,
      fullName: payload.fullName,
      username: payload.username,
      profileImageUrl: null,
    });
  });

  it('greets the new member with the welcome notification the demo seed shows', async () => {
    const { client } = await createAccount(t.app);
    const payload = registrationPayload('Scout', { fullName: 'Ada  Lovelace' });
    const { userId } = (await client.post('/api/register', payload)).json();
    const rows = await t.db.select().from(notifications).where(eq(notifications.memberId, userId));
    expect(rows).toEqual([
      expect.objectContaining({ type: 'welcome', message: 'Welcome to Scouting Network, Ada!', link: null }),
    ]);
    const bell = (await client.get(`/api/notifications/${userId}`)).json();
    expect(JSON.stringify(bell)).toContain('Welcome to Scouting Network, Ada!');
  });

  it('creates no welcome notification when the registration is refused', async () => {
    const { client } = await createAccount(t.app);
    const before = await t.db.select().from(notifications);
    const refused = await client.post('/api/register', registrationPayload('Player', { country: 'Atlantis' }));
    expect(refused.statusCode).toBe(400);
    expect(await t.db.select().from(notifications)).toHaveLength(before.length);
  });

  it('refuses a second registration of the same account', async () => {
    const { client } = await createMember(t.app, 'Player');
    const again = await client.post('/api/register', registrationPayload('Player'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: englishOf(MESSAGES.alreadyRegistered), code: 'CONFLICT' });
  });

  it('refuses a taken username, whatever its case, on the username field', async () => {
    const { payload } = await createMember(t.app, 'Scout');
    const { client } = await createAccount(t.app);
    const check = await client.get(`/api/register/username-available?username=${payload.username.toUpperCase()}`);
    expect(check.json()).toEqual({ available: false });
    const response = await client.post(
      '/api/register',
      registrationPayload('Player', { username: payload.username.toUpperCase() }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: englishOf(MESSAGES.usernameTaken),
      code: 'CONFLICT',
      fields: { username: englishOf(MESSAGES.usernameTaken) },
    });
    expect((await client.get('/api/register/username-available?username=free-name-123')).json()).toEqual({
      available: true,
    });
  });

  it('answers the product message for a role outside the four, and field messages otherwise', async () => {
    const { client } = await createAccount(t.app);
    const admin = await client.post('/api/register', registrationPayload('Player', { role: 'Admin' }));
    expect(admin.statusCode).toBe(400);
    expect(admin.json().error).toBe(englishOf(MESSAGES.invalidRole));

    const missing = await client.post('/api/register', registrationPayload('Agent', { agencyName: '' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ agencyName: englishOf(MESSAGES.fieldRequired) });

    const country = await client.post('/api/register', registrationPayload('Player', { country: 'Atlantis' }));
    expect(country.statusCode).toBe(400);
    expect(country.json().fields).toEqual({ country: englishOf(MESSAGES.unknownCountry) });
    expect((await client.get('/api/me')).json().member).toBeNull();
  });

  it('needs a signed-in (401) and verified (403) account', async () => {
    const anonymous = await new TestClient(t.app).post('/api/register', registrationPayload('Player'));
    expect(anonymous.statusCode).toBe(401);
    const { client } = await createAccount(t.app, { verified: false });
    const unverified = await client.post('/api/register', registrationPayload('Player'));
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().code).toBe('EMAIL_NOT_VERIFIED');
  });
});

describe('minimum ages', () => {
  it.each([
    ['Agent', 17],
    ['Scout', 17],
    ['Club', 17],
  ] as const)('refuses a %s aged %i with 400 and the contract message on dob', async (role, years) => {
    const { client } = await createAccount(t.app);
    const response = await client.post('/api/register', registrationPayload(role, { dob: dobYearsAgo(years) }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: englishOf(MESSAGES.tooYoungForRole),
      code: 'VALIDATION_ERROR',
      fields: { dob: englishOf(MESSAGES.tooYoungForRole) },
    });
  });

  it('refuses a player under 13, and registers one of 13 and an agent of 18', async () => {
    const young = await createAccount(t.app);
    const refused = await young.client.post(
      '/api/register',
      registrationPayload('Player', { dob: dobYearsAgo(12, 11) }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ dob: englishOf(MESSAGES.tooYoungToRegister) });
    const thirteen = await createAccount(t.app);
    const player = await thirteen.client.post('/api/register', registrationPayload('Player', { dob: dobYearsAgo(13) }));
    expect(player.statusCode, player.body).toBe(200);
    const eighteen = await createAccount(t.app);
    const agent = await eighteen.client.post('/api/register', registrationPayload('Agent', { dob: dobYearsAgo(18) }));
    expect(agent.statusCode, agent.body).toBe(200);
  });
});

describe('GET /api/countries', () => {
  it('lists common names, sorted', async () => {
    const response = await t.app.inject('/api/countries');
    const countries: string[] = response.json();
    expect(countries.length).toBeGreaterThan(190);
    expect(countries).toContain('Spain');
    expect(countries).toContain('United Kingdom');
    expect([...countries].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(countries);
  });
});

describe('GET /api/country-codes', () => {
  it('gives every listed country its ISO code, to anyone', async () => {
    const names: string[] = (await t.app.inject('/api/countries')).json();
    const response = await t.app.inject('/api/country-codes');
    expect(response.statusCode).toBe(200);
    const codes: Record<string, string> = response.json();
    expect(codes.Spain).toBe('ES');
    expect(codes['United Kingdom']).toBe('GB');
    expect(names.filter((name) => !codes[name])).toEqual([]);
  });
});
