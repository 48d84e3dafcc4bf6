import { MESSAGES } from '@scouting/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccount, latestMail, STRONG_PASSWORD } from '../../test/factories.ts';
import { buildTestApp, type TestApp, TestClient } from '../../test/test-app.ts';
import { createMemoryKeyValueStore } from '../infra/shared-state/key-value-store.ts';
import { createLoginAttempts, LOCKOUT } from './login-attempts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

/** A sign-in from its own address each time, as a distributed guesser would. */
function signIn(email: string, password: string, attempt: number) {
  return new TestClient(t.app, `10.1.${Math.floor(attempt / 250)}.${(attempt % 250) + 1}`).post(
    '/api/auth/sign-in/email',
    { email, password },
  );
}

describe('account lockout after failed sign-ins (issue 15 §5)', () => {
  it('locks the account after 10 failures from different addresses, mails its owner, and unlocks after 15 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
    const { email } = await createAccount(t.app);
    const other = await createAccount(t.app);

    for (let attempt = 1; attempt < LOCKOUT.maxFailures; attempt++) {
      const response = await signIn(email, 'Wr0ng!Pass', attempt);
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
      expect(response.json().error).toBe(MESSAGES.invalidLogin);
    }
    const tenth = await signIn(email, 'Wr0ng!Pass', 10);
    expect(tenth.statusCode).toBe(429);
    expect(tenth.json()).toEqual({ error: MESSAGES.accountLocked, code: 'ACCOUNT_LOCKED' });
    expect(Number(tenth.headers['retry-after'])).toBe(15 * 60);

    const mail = await latestMail(t.app, email);
    expect(mail.subject).toBe(MESSAGES.accountLockedMailSubject);
    expect(mail.text).toContain('locked for 15 minutes');

    // Even the right password, from a new address, is refused while the lock lasts.
    vi.setSystemTime(new Date('2026-03-01T10:14:00Z'));
    const right = await signIn(email, STRONG_PASSWORD, 11);
    expect(right.statusCode).toBe(429);
    expect(right.json().error).toBe(MESSAGES.accountLocked);
    expect(Number(right.headers['retry-after'])).toBe(60);
    // Another account is not affected.
    expect((await signIn(other.email, STRONG_PASSWORD, 12)).statusCode).toBe(200);

    vi.setSystemTime(new Date('2026-03-01T10:15:01Z'));
    const after = await signIn(email, STRONG_PASSWORD, 13);
    expect(after.statusCode, after.body).toBe(200);
  });

  it('counts only failures inside the 15-minute window, and a correct password starts the count again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-02T10:00:00Z'));
    const { email } = await createAccount(t.app);
    for (let attempt = 1; attempt <= 9; attempt++) await signIn(email, 'Wr0ng!Pass', attempt);
    vi.setSystemTime(new Date('2026-03-02T10:15:30Z'));
    // The nine earlier failures have left the window: this one is the first of a new count.
    expect((await signIn(email, 'Wr0ng!Pass', 20)).statusCode).toBe(401);
    for (let attempt = 21; attempt <= 28; attempt++) await signIn(email, 'Wr0ng!Pass', attempt);
    expect((await signIn(email, STRONG_PASSWORD, 29)).statusCode).toBe(200);
    for (let attempt = 30; attempt <= 38; attempt++) {
      expect((await signIn(email, 'Wr0ng!Pass', attempt)).statusCode).toBe(401);
    }
  });
});

describe('the failure counter in the key-value store', () => {
  it('locks at the tenth failure, reports the lock once, and forgets after the lock', async () => {
    let now = 0;
    const attempts = createLoginAttempts(
      createMemoryKeyValueStore(() => now),
      () => now,
    );
    for (let i = 1; i < LOCKOUT.maxFailures; i++) expect((await attempts.recordFailure('a')).lockedNow).toBe(false);
    const locked = await attempts.recordFailure('a');
    expect(locked).toEqual({ lockedNow: true, lockedUntil: LOCKOUT.lockMs });
    expect((await attempts.recordFailure('a')).lockedNow).toBe(false);
    expect(await attempts.lockedUntil('a')).toBe(LOCKOUT.lockMs);
    expect(await attempts.lockedUntil('b')).toBeNull();
    now = LOCKOUT.lockMs;
    expect(await attempts.lockedUntil('a')).toBeNull();
  });
});
