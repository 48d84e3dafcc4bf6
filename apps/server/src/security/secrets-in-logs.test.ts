import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createMember, dobYearsAgo, latestMail, uniqueEmail } from '../../test/factories.ts';
import { buildTestApp, type TestApp, TestClient } from '../../test/test-app.ts';
import { redactQuery, serializeError } from '../logger.ts';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  // Everything the server says, at its most talkative level, into memory.
  t = await buildTestApp({ LOG_LEVEL: 'trace' }, { logger: true, logStream: { write: (line) => lines.push(line) } });
});
afterAll(() => t.close());

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
/** The cookie values a TestClient holds (the session token, its signature). */
const cookieValues = (cookie: string) =>
  cookie
    .split('; ')
    .map((pair) => decodeURIComponent(pair.slice(pair.indexOf('=') + 1)))
    .flatMap((value) => [value, ...value.split('.')])
    .filter((value) => value.length >= 16);

describe('the server log', () => {
  it('holds no token, password, session cookie, parent e-mail or message text, whatever happens', async () => {
    const secrets: Record<string, string> = {};

    // An e-mail verification: the link carries a token in its query string.
    const account = await createAccount(t.app);
    secrets.verificationToken = tokenOf((await latestMail(t.app, account.email)).link);

    // A password reset, a wrong password, and a sign-in with the new one.
    const resetClient = new TestClient(t.app);
    await resetClient.post('/api/auth/request-password-reset', { email: account.email, redirectTo: '/reset-password' });
    secrets.resetToken = tokenOf((await latestMail(t.app, account.email)).link);
    secrets.newPassword = `N3w!${randomUUID().replaceAll('-', '')}`;
    const reset = await resetClient.post('/api/auth/reset-password', {
      token: secrets.resetToken,
      newPassword: secrets.newPassword,
    });
    expect(reset.statusCode).toBe(200);
    // The reset page's own address, as a browser would load it, is logged too.
    await resetClient.get(`/reset-password?token=${secrets.resetToken}`);
    secrets.wrongPassword = `Wr0ng!${randomUUID().replaceAll('-', '')}`;
    const wrong = await resetClient.post('/api/auth/sign-in/email', {
      email: account.email,
      password: secrets.wrongPassword,
    });
    expect(wrong.statusCode).toBe(401);
    const signIn = await resetClient.post('/api/auth/sign-in/email', {
      email: account.email,
      password: secrets.newPassword,
    });
    expect(signIn.statusCode).toBe(200);
    const cookies = cookieValues(resetClient.cookie);
    expect(cookies.length).toBeGreaterThan(0);

    // A minor's parent is asked for consent: the address and the link's token.
    const minor = await createMember(t.app, 'Player', { dob: dobYearsAgo(15) });
    secrets.parentEmail = uniqueEmail('parent');
    expect(
      (await minor.client.put(`/api/player-details/${minor.id}`, { parentEmail: secrets.parentEmail })).statusCode,
    ).toBe(200);
    secrets.consentToken = tokenOf((await latestMail(t.app, secrets.parentEmail)).link);

    // A message, then one the database refuses (a unique violation) and one it fails on (500).
    const agent = await createMember(t.app, 'Agent');
    const player = await createMember(t.app, 'Player');
    const started = await agent.client.post('/api/conversations/start', {
      participant1_id: agent.id,
      participant2_id: player.id,
    });
    const conversationId = started.json().id as number;
    const send = (message: string) =>
      agent.client.post('/api/messages/send', { conversationId, senderId: agent.id, message });
    secrets.message = `Meet at the north gate ${randomUUID()}`;
    expect((await send(secrets.message)).statusCode).toBeLessThan(300);
    await t.db.execute(sql.raw('CREATE UNIQUE INDEX log_test_unique_message ON messages (message)'));
    expect((await send(secrets.message)).statusCode).toBe(500);
    await t.db.execute(
      sql.raw("ALTER TABLE messages ADD CONSTRAINT log_test_refused CHECK (message NOT LIKE '%refused-by-test%')"),
    );
    secrets.refusedMessage = `refused-by-test ${randomUUID()}`;
    expect((await send(secrets.refusedMessage)).statusCode).toBe(500);

    // A parent address the database refuses: the failing write carries it as a parameter.
    await t.db.execute(
      sql.raw("ALTER TABLE players ADD CONSTRAINT log_test_parent CHECK (parent_email NOT LIKE 'refused-parent-%')"),
    );
    const otherMinor = await createMember(t.app, 'Player', { dob: dobYearsAgo(15) });
    secrets.refusedParentEmail = `refused-parent-${randomUUID().slice(0, 8)}@example.com`;
    const refused = await otherMinor.client.put(`/api/player-details/${otherMinor.id}`, {
      parentEmail: secrets.refusedParentEmail,
    });
    expect(refused.statusCode).toBe(500);

    const log = lines.join('');
    // The log did record all of this: the requests, with their query names, and the failures with their cause.
    expect(log).toContain('/api/auth/verify-email?token=[redacted]');
    expect(log).toContain('/reset-password?token=[redacted]');
    expect(log).toContain('log_test_unique_message');
    expect(log).toContain('log_test_refused');
    expect(log).toContain('log_test_parent');
    for (const [name, secret] of Object.entries(secrets)) {
      expect(secret.length, name).toBeGreaterThan(8);
      expect(log.includes(secret), `${name} appears in the log`).toBe(false);
      expect(log.includes(encodeURIComponent(secret)), `${name} (URL-encoded) appears in the log`).toBe(false);
    }
    for (const cookie of cookies) expect(log.includes(cookie), 'a session cookie appears in the log').toBe(false);
  });
});

describe('redactQuery and serializeError', () => {
  it('keep the names of query parameters and drop their values', () => {
    expect(redactQuery('/api/auth/verify-email?token=abc&callbackURL=%2Flogin')).toBe(
      '/api/auth/verify-email?token=[redacted]&callbackURL=[redacted]',
    );
    expect(redactQuery('/api/me')).toBe('/api/me');
    expect(redactQuery('/x?u0heX0LXRpggyOLe25uy&a=1')).toBe('/x?[redacted]&a=[redacted]');
  });

  it("keep a failed query's SQL and drop its parameters, from the message and the stack", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "x"'), {
      code: '23505',
      constraint: 'x',
      detail: 'Key (email)=(someone@example.com) already exists.',
      severity: 'ERROR',
    });
    const failed = Object.assign(new Error('Failed query: insert into t values ($1)\nparams: someone@example.com'), {
      query: 'insert into t values ($1)',
      params: ['someone@example.com'],
      cause,
    });
    const serialized = JSON.stringify(serializeError(failed));
    expect(serialized).toContain('insert into t values ($1)');
    expect(serialized).toContain('23505');
    expect(serialized).not.toContain('someone@example.com');
  });

  it('drop the e-mail addresses an error message names, such as an SMTP refusal', () => {
    const refused = new Error("Can't send mail - all recipients were rejected: 550 <parent@example.com>: no such user");
    const serialized = JSON.stringify(serializeError(refused));
    expect(serialized).toContain('all recipients were rejected');
    expect(serialized).not.toContain('parent@example.com');
  });
});
