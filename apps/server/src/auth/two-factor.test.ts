import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { translateServerMessage } from '@scouting/contract/server-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createAdmin, createMember, STRONG_PASSWORD, uniqueEmail } from '../../test/factories.ts';
import { buildTestApp, type TestApp, TestClient } from '../../test/test-app.ts';
import { totpCode } from '../../test/two-factor.ts';
import { user } from '../db/schema/index.ts';
import { ensureAdmin } from '../modules/admin/ensure-admin.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

// A sample of admin routes, one per admin module.
const ADMIN_ROUTES = [
  '/api/admin/member-counts',
  '/api/admin/agent-verifications',
  '/api/transfermarkt-applications',
  '/api/underage-message-requests',
  '/api/admin/reports',
  '/api/admin/audit-log',
];

/** The raw secret Better Auth keeps, read back from the otpauth URI (its `secret=` is base32). */
function secretOf(totpURI: string): string {
  const base32 = new URL(totpURI).searchParams.get('secret') ?? '';
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of base32.replace(/=+$/, '').toUpperCase())
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const bytes = bits.match(/.{8}/g) ?? [];
  return String.fromCharCode(...bytes.map((byte) => Number.parseInt(byte, 2)));
}

/** An admin as `create-admin` leaves one: no two-factor yet, signed in with the password. */
async function adminWithoutTwoFactor() {
  const email = uniqueEmail('new-admin');
  await ensureAdmin(t.db, t.app.auth, { email, password: STRONG_PASSWORD });
  const client = new TestClient(t.app);
  const signIn = await client.post('/api/auth/sign-in/email', { email, password: STRONG_PASSWORD });
  expect(signIn.statusCode).toBe(200);
  expect(signIn.json().twoFactorRedirect).toBeUndefined();
  return { client, email };
}

/** Turns two-factor on through the API as the Settings page does, and returns what it showed. */
async function turnOn(client: TestClient) {
  const enabled = await client.post('/api/auth/two-factor/enable', { password: STRONG_PASSWORD });
  expect(enabled.statusCode, enabled.body).toBe(200);
  const { totpURI, backupCodes } = enabled.json() as { totpURI: string; backupCodes: string[] };
  const secret = secretOf(totpURI);
  const confirmed = await client.post('/api/auth/two-factor/verify-totp', { code: await totpCode(t.app, secret) });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { totpURI, backupCodes, secret };
}

describe('admins must use two-factor sign-in', () => {
  it('refuses every admin route to an admin without it, with a clear message, and lets /api/me answer', async () => {
    const { client } = await adminWithoutTwoFactor();
    for (const url of ADMIN_ROUTES) {
      const response = await client.get(url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toEqual({
        error: englishOf(MESSAGES.twoFactorRequired),
        code: 'TWO_FACTOR_REQUIRED',
      });
    }
    // Not only admin pages: an admin session without a second factor can only set it up.
    expect((await client.get(`/api/notifications/${(await client.get('/api/me')).json().member.id}`)).json().code).toBe(
      'TWO_FACTOR_REQUIRED',
    );
    const me = (await client.get('/api/me')).json();
    expect(me).toMatchObject({ user: { twoFactorEnabled: false }, member: { role: 'Admin' } });
  });

  it('opens the admin routes once the admin turned it on, and asks for a code at the next sign-in', async () => {
    const { client, email } = await adminWithoutTwoFactor();
    const { secret } = await turnOn(client);
    expect((await client.get('/api/me')).json().user.twoFactorEnabled).toBe(true);
    for (const url of ADMIN_ROUTES) expect((await client.get(url)).statusCode, url).toBe(200);

    const again = new TestClient(t.app, '10.0.0.9');
    const signIn = await again.post('/api/auth/sign-in/email', { email, password: STRONG_PASSWORD });
    expect(signIn.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect((await again.get('/api/me')).statusCode).toBe(401);
    const verified = await again.post('/api/auth/two-factor/verify-totp', { code: await totpCode(t.app, secret) });
    expect(verified.statusCode).toBe(200);
    expect((await again.get('/api/admin/member-counts')).statusCode).toBe(200);
  });

  it('lets the factory admin use the admin routes (2FA set up in the database)', async () => {
    const admin = await createAdmin(t.app);
    expect((await admin.client.get('/api/admin/member-counts')).statusCode).toBe(200);
  });

  it('does not let an admin turn it off', async () => {
    const admin = await createAdmin(t.app);
    const response = await admin.client.post('/api/auth/two-factor/disable', { password: STRONG_PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: englishOf(MESSAGES.twoFactorAdminCannotDisable),
      code: 'TWO_FACTOR_REQUIRED',
    });
    expect((await admin.client.get('/api/admin/member-counts')).statusCode).toBe(200);
  });

  it('keeps admin routes closed to other roles, with or without two-factor', async () => {
    const player = await createMember(t.app, 'Player');
    await turnOn(player.client);
    const response = await player.client.get('/api/admin/member-counts');
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('WRONG_ROLE');
    expect((await new TestClient(t.app).get('/api/admin/member-counts')).statusCode).toBe(401);
  });
});

describe('two-factor sign-in for any member', () => {
  it('turns on only after a correct code, and shows the otpauth URI and ten backup codes', async () => {
    const player = await createMember(t.app, 'Player');
    const wrongPassword = await player.client.post('/api/auth/two-factor/enable', { password: 'Wr0ng!Pass' });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual({ error: englishOf(MESSAGES.wrongCurrentPassword), code: 'INVALID_PASSWORD' });

    const enabled = await player.client.post('/api/auth/two-factor/enable', { password: STRONG_PASSWORD });
    const { totpURI, backupCodes } = enabled.json() as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Scouting%20Network:.+\?secret=[A-Z2-7]+/);
    expect(backupCodes).toHaveLength(10);
    // Not on until the code confirms the app has the secret.
    expect((await player.client.get('/api/me')).json().user.twoFactorEnabled).toBe(false);

    const wrong = await player.client.post('/api/auth/two-factor/verify-totp', { code: '000000' });
    expect(wrong.statusCode).toBeGreaterThanOrEqual(400);
    expect(wrong.json()).toEqual({ error: englishOf(MESSAGES.twoFactorInvalidCode), code: 'INVALID_CODE' });
    // Better Auth's refusals are said in the caller's language like the API's own.
    const wrongInFrench = await player.client.request({
      method: 'POST',
      url: '/api/auth/two-factor/verify-totp',
      payload: { code: '000000' },
      headers: { 'accept-language': 'fr' },
    });
    expect(wrongInFrench.headers['content-language']).toBe('fr');
    expect(wrongInFrench.json()).toEqual({
      error: translateServerMessage(MESSAGES.twoFactorInvalidCode, 'fr'),
      code: 'INVALID_CODE',
    });
    expect(wrongInFrench.json().error).not.toBe(englishOf(MESSAGES.twoFactorInvalidCode));
    const right = await player.client.post('/api/auth/two-factor/verify-totp', {
      code: await totpCode(t.app, secretOf(totpURI)),
    });
    expect(right.statusCode).toBe(200);
    expect((await player.client.get('/api/me')).json().user.twoFactorEnabled).toBe(true);
  });

  it('signs in with a backup code once only, and refuses a wrong TOTP code with our message', async () => {
    const player = await createMember(t.app, 'Player');
    const { backupCodes } = await turnOn(player.client);
    const [code] = backupCodes;

    const first = new TestClient(t.app, '10.0.1.1');
    expect(
      (await first.post('/api/auth/sign-in/email', { email: player.email, password: STRONG_PASSWORD })).json(),
    ).toMatchObject({ twoFactorRedirect: true });
    const wrong = await first.post('/api/auth/two-factor/verify-totp', { code: '123456' });
    expect(wrong.json()).toEqual({ error: englishOf(MESSAGES.twoFactorInvalidCode), code: 'INVALID_CODE' });
    const used = await first.post('/api/auth/two-factor/verify-backup-code', { code });
    expect(used.statusCode, used.body).toBe(200);
    expect((await first.get('/api/me')).json().member.id).toBe(player.id);

    const second = new TestClient(t.app, '10.0.1.2');
    await second.post('/api/auth/sign-in/email', { email: player.email, password: STRONG_PASSWORD });
    const reused = await second.post('/api/auth/two-factor/verify-backup-code', { code });
    expect(reused.statusCode).toBeGreaterThanOrEqual(400);
    expect(reused.json()).toEqual({
      error: englishOf(MESSAGES.twoFactorInvalidBackupCode),
      code: 'INVALID_BACKUP_CODE',
    });
    expect((await second.get('/api/me')).statusCode).toBe(401);
  });

  it('asks for the code only after a correct password, and needs the sign-in step first', async () => {
    const player = await createMember(t.app, 'Player');
    await turnOn(player.client);
    const stranger = new TestClient(t.app, '10.0.2.1');
    const direct = await stranger.post('/api/auth/two-factor/verify-totp', { code: '123456' });
    expect(direct.statusCode).toBe(401);
    expect(direct.json()).toEqual({
      error: englishOf(MESSAGES.twoFactorSessionExpired),
      code: 'INVALID_TWO_FACTOR_COOKIE',
    });
    const wrong = await stranger.post('/api/auth/sign-in/email', { email: player.email, password: 'Wr0ng!Pass' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe(englishOf(MESSAGES.invalidLogin));
  });

  it('turns off with the password, for a member who is not an admin', async () => {
    const player = await createMember(t.app, 'Player');
    await turnOn(player.client);
    const wrong = await player.client.post('/api/auth/two-factor/disable', { password: 'Wr0ng!Pass' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe(englishOf(MESSAGES.wrongCurrentPassword));
    const off = await player.client.post('/api/auth/two-factor/disable', { password: STRONG_PASSWORD });
    expect(off.statusCode).toBe(200);
    expect((await player.client.get('/api/me')).json().user.twoFactorEnabled).toBe(false);
    const anonymous = await new TestClient(t.app).post('/api/auth/two-factor/enable', { password: STRONG_PASSWORD });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('settings: password and other sessions', () => {
  it('changes the password with the current one, under the password rule, and signs out other sessions', async () => {
    const { client, email } = await createAccount(t.app);
    const elsewhere = new TestClient(t.app, '10.0.3.1');
    await elsewhere.post('/api/auth/sign-in/email', { email, password: STRONG_PASSWORD });
    expect((await elsewhere.get('/api/me')).statusCode).toBe(200);

    const wrongCurrent = await client.post('/api/auth/change-password', {
      currentPassword: 'Wr0ng!Pass',
      newPassword: 'N3w!Password',
    });
    expect(wrongCurrent.statusCode).toBe(400);
    expect(wrongCurrent.json()).toEqual({ error: englishOf(MESSAGES.wrongCurrentPassword), code: 'INVALID_PASSWORD' });
    const weak = await client.post('/api/auth/change-password', {
      currentPassword: STRONG_PASSWORD,
      newPassword: 'weakpassword',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error).toBe(englishOf(MESSAGES.passwordTooWeak));

    const changed = await client.post('/api/auth/change-password', {
      currentPassword: STRONG_PASSWORD,
      newPassword: 'N3w!Password',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const fresh = new TestClient(t.app, '10.0.3.2');
    expect((await fresh.post('/api/auth/sign-in/email', { email, password: 'N3w!Password' })).statusCode).toBe(200);

    const revoked = await client.post('/api/auth/revoke-other-sessions', {});
    expect(revoked.statusCode).toBe(200);
    expect((await elsewhere.get('/api/me')).statusCode).toBe(401);
    expect((await fresh.get('/api/me')).statusCode).toBe(401);
    expect((await client.get('/api/me')).statusCode).toBe(200);
    expect((await new TestClient(t.app).post('/api/auth/revoke-other-sessions', {})).statusCode).toBe(401);
  });

  it('never shows the two-factor secret or backup codes in the account answer', async () => {
    const player = await createMember(t.app, 'Player');
    await turnOn(player.client);
    const body = (await player.client.get('/api/me')).body;
    const [row] = await t.db.select().from(user).where(eq(user.email, player.email));
    expect(row?.twoFactorEnabled).toBe(true);
    expect(body).not.toMatch(/secret|backup/i);
  });
});
