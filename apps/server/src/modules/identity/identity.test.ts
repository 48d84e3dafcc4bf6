import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, latestMail, STRONG_PASSWORD, uniqueEmail } from '../../../test/factories.ts';
import { buildTestApp, TEST_ORIGIN, type TestApp, TestClient } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('sign-up', () => {
  it('creates a signed-in, unverified account and mails a link that verifies and lands on /login', async () => {
    const email = uniqueEmail();
    const client = new TestClient(t.app);
    const signUp = await client.post('/api/auth/sign-up/email', { email, password: STRONG_PASSWORD, name: email });
    expect(signUp.statusCode).toBe(200);

    const before = await client.get('/api/me');
    expect(before.json()).toMatchObject({ user: { email, emailVerified: false }, member: null });

    const mail = await latestMail(t.app, email);
    expect(mail.subject).toBe('Verify your e-mail address');
    const link = new URL(mail.link);
    expect(link.origin).toBe(TEST_ORIGIN);
    const verify = await client.get(link.pathname + link.search);
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toBe('/login');

    const after = await client.get('/api/me');
    expect(after.json().user.emailVerified).toBe(true);
  });

  it.each(['weak', 'abcdefg1!', 'ABCDEFG!a', 'Abcdefg12', 'Abcdef1!~'])(
    'refuses the weak password %s with the product message',
    async (password) => {
      const client = new TestClient(t.app);
      const response = await client.post('/api/auth/sign-up/email', { email: uniqueEmail(), password, name: 'x' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: englishOf(MESSAGES.passwordTooWeak), code: 'PASSWORD_TOO_WEAK' });
    },
  );

  it('answers the provider message for an e-mail that already has an account', async () => {
    const { email } = await createAccount(t.app);
    const response = await new TestClient(t.app).post('/api/auth/sign-up/email', {
      email,
      password: STRONG_PASSWORD,
      name: email,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: expect.any(String), error: expect.stringMatching(/exists/i) });
  });

  it('does not verify with a tampered token', async () => {
    const { client, email } = await createAccount(t.app, { verified: false });
    const link = new URL((await latestMail(t.app, email)).link);
    const tampered = link.search.replace(/token=([^&]+)/, (_m, token: string) => `token=${token.slice(0, -3)}abc`);
    const response = await client.get(link.pathname + tampered);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toMatch(/^\/login\?error=/);
    expect((await client.get('/api/me')).json().user.emailVerified).toBe(false);
  });
});

describe('a new verification link', () => {
  it('tells at login that the address is not verified, and mails a new link that verifies', async () => {
    const { email } = await createAccount(t.app, { verified: false });
    const client = new TestClient(t.app);
    const login = await client.post('/api/auth/sign-in/email', { email, password: STRONG_PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ user: { emailVerified: false } });

    const first = await latestMail(t.app, email);
    const resend = await client.post('/api/auth/send-verification-email', { email, callbackURL: '/login' });
    expect(resend.statusCode).toBe(200);
    const again = await latestMail(t.app, email);
    expect(again.id).not.toBe(first.id);
    const link = new URL(again.link);
    expect((await client.get(link.pathname + link.search)).headers.location).toBe('/login');
    expect((await client.get('/api/me')).json().user.emailVerified).toBe(true);
  });

  it('sends one address at most three links an hour, from any client, with a clear 429', async () => {
    const { email } = await createAccount(t.app, { verified: false });
    const codes = [];
    for (let i = 0; i < 4; i++) {
      const client = new TestClient(t.app, `10.1.0.${i}`);
      codes.push(await client.post('/api/auth/send-verification-email', { email: email.toUpperCase() }));
    }
    expect(codes.map((r) => r.statusCode)).toEqual([200, 200, 200, 429]);
    expect(codes[3]?.json()).toEqual({ error: englishOf(MESSAGES.verificationResendLimited), code: 'RATE_LIMITED' });
    expect(Number(codes[3]?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses a request without an address with a 400', async () => {
    const response = await new TestClient(t.app).post('/api/auth/send-verification-email', {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: expect.any(String), code: expect.any(String) });
  });
});

describe('login and logout', () => {
  it('refuses wrong credentials with the product message', async () => {
    const { email } = await createAccount(t.app);
    const response = await new TestClient(t.app).post('/api/auth/sign-in/email', { email, password: 'Wr0ng!Pass' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: englishOf(MESSAGES.invalidLogin), code: 'INVALID_EMAIL_OR_PASSWORD' });
  });

  it('signs in, and signing out ends the session on the server', async () => {
    const { email } = await createAccount(t.app);
    const client = new TestClient(t.app);
    expect((await client.post('/api/auth/sign-in/email', { email, password: STRONG_PASSWORD })).statusCode).toBe(200);
    const stolenCookie = client.cookie;
    expect((await client.get('/api/me')).statusCode).toBe(200);

    expect((await client.post('/api/auth/sign-out')).statusCode).toBe(200);
    expect((await client.get('/api/me')).statusCode).toBe(401);
    // The old cookie is useless once the session is gone on the server.
    const replay = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: stolenCookie } });
    expect(replay.statusCode).toBe(401);
  });

  it('answers the session as null when signed out, without an error', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/session' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
    const { client, email } = await createAccount(t.app);
    expect((await client.get('/api/session')).json()).toMatchObject({ user: { email }, member: null });
  });

  it('answers 401 in the API error format on a guarded route without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: englishOf(MESSAGES.unauthenticated), code: 'UNAUTHENTICATED' });
  });
});

describe('password reset', () => {
  it('tells a registered e-mail from an unregistered and a malformed one', async () => {
    const { email } = await createAccount(t.app);
    const client = new TestClient(t.app);
    const known = await client.post('/api/identity/sign-in-methods', { email: email.toUpperCase() });
    expect(known.json()).toEqual({ methods: ['password'] });
    const unknown = await client.post('/api/identity/sign-in-methods', { email: uniqueEmail('nobody') });
    expect(unknown.json()).toEqual({ methods: [] });
    const malformed = await client.post('/api/identity/sign-in-methods', { email: 'not-an-email' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: englishOf(MESSAGES.invalidEmail), code: 'INVALID_EMAIL' });
    const empty = await client.post('/api/identity/sign-in-methods', { email: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('VALIDATION_ERROR');
  });

  it('mails a /reset-password link; the new password works, the old one and the old sessions do not', async () => {
    const { email, client: oldSession } = await createAccount(t.app);
    const client = new TestClient(t.app);
    const request = await client.post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    expect(request.statusCode).toBe(200);
    const mail = await latestMail(t.app, email);
    const link = new URL(mail.link);
    expect(link.pathname).toBe('/reset-password');
    const token = link.searchParams.get('token');
    expect(token).toBeTruthy();

    const weak = await client.post('/api/auth/reset-password', { token, newPassword: 'weak' });
    expect(weak.json()).toEqual({ error: englishOf(MESSAGES.passwordTooWeak), code: 'PASSWORD_TOO_WEAK' });

    const newPassword = 'N3w!Password';
    expect((await client.post('/api/auth/reset-password', { token, newPassword })).statusCode).toBe(200);
    expect((await client.post('/api/auth/sign-in/email', { email, password: STRONG_PASSWORD })).statusCode).toBe(401);
    expect((await client.post('/api/auth/sign-in/email', { email, password: newPassword })).statusCode).toBe(200);
    expect((await oldSession.get('/api/me')).statusCode).toBe(401);
    // A reset token works once.
    const reused = await client.post('/api/auth/reset-password', { token, newPassword: 'An0ther!Pass' });
    expect(reused.statusCode).toBe(400);
  });
});
