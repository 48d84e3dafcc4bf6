import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccount, latestMail, STRONG_PASSWORD } from '../../test/factories.ts';
import { redisAnswers, TEST_REDIS_URL } from '../../test/services.ts';
import { buildTestApp, type TestApp, TestClient } from '../../test/test-app.ts';
import { outboxMails } from '../db/schema/index.ts';
import { createMemoryKeyValueStore } from '../infra/shared-state/key-value-store.ts';
import { createRedisKeyValueStore } from '../infra/shared-state/redis-key-value-store.ts';
import { createLoginAttempts, LOCKOUT } from './login-attempts.ts';

// docs/product.md's subject of the mail that tells a member their account was locked.
const LOCKED_SUBJECT = 'Your account was locked after failed sign-ins';

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

describe('account lockout after failed sign-ins', { timeout: 90_000 }, () => {
  it('locks the account after 10 failures from different addresses, mails its owner, and unlocks after the lock', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
    const { email } = await createAccount(t.app);
    const other = await createAccount(t.app);

    for (let attempt = 1; attempt < LOCKOUT.maxFailures; attempt++) {
      const response = await signIn(email, 'Wr0ng!Pass', attempt);
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
      expect(response.json().error).toBe(englishOf(MESSAGES.invalidLogin));
    }
    const tenth = await signIn(email, 'Wr0ng!Pass', 10);
    expect(tenth.statusCode).toBe(429);
    expect(tenth.json()).toEqual({ error: englishOf(MESSAGES.accountLocked), code: 'ACCOUNT_LOCKED' });
    expect(Number(tenth.headers['retry-after'])).toBe(LOCKOUT.firstLockMs / 1000);

    const mail = await latestMail(t.app, email);
    expect(mail.subject).toBe(LOCKED_SUBJECT);
    expect(mail.text).toContain('locked for a minute');

    // Even the right password, from a new address, is refused while the lock lasts.
    vi.setSystemTime(new Date('2026-03-01T10:00:40Z'));
    const right = await signIn(email, STRONG_PASSWORD, 11);
    expect(right.statusCode).toBe(429);
    expect(right.json().error).toBe(englishOf(MESSAGES.accountLocked));
    expect(Number(right.headers['retry-after'])).toBe(20);
    // Another account is not affected.
    expect((await signIn(other.email, STRONG_PASSWORD, 12)).statusCode).toBe(200);

    vi.setSystemTime(new Date('2026-03-01T10:01:01Z'));
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

const redisAvailable = await redisAnswers();
const redis = redisAvailable ? new Redis(TEST_REDIS_URL) : undefined;
const redisPrefix = `test:lockout:${randomBytes(4).toString('hex')}:`;
afterAll(async () => {
  if (!redis) return;
  const keys = await redis.keys(`${redisPrefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

const stores = [
  { name: 'in-process', available: true, store: (now: () => number) => createMemoryKeyValueStore(now) },
  {
    name: 'Redis',
    available: redisAvailable,
    store: () => createRedisKeyValueStore(redis as Redis, `${redisPrefix}${randomBytes(4).toString('hex')}:`),
  },
];

describe.each(stores)('the failure counter in the $name key-value store', ({ available, store }) => {
  it.skipIf(!available)('locks at the tenth failure, reports the lock once, and forgets after the lock', async () => {
    let now = 0;
    const attempts = createLoginAttempts(
      store(() => now),
      () => now,
    );
    for (let i = 1; i < LOCKOUT.maxFailures; i++)
      expect((await attempts.recordFailure('a', null)).lockedNow).toBe(false);
    const locked = await attempts.recordFailure('a', null);
    expect(locked).toEqual({
      lockedNow: true,
      lockedUntil: LOCKOUT.firstLockMs,
      lockMs: LOCKOUT.firstLockMs,
      mailOwner: true,
    });
    expect((await attempts.recordFailure('a', null)).lockedNow).toBe(false);
    expect(await attempts.lockedUntil('a')).toBe(LOCKOUT.firstLockMs);
    expect(await attempts.lockedUntil('b')).toBeNull();
    now = LOCKOUT.firstLockMs;
    expect(await attempts.lockedUntil('a')).toBeNull();
  });

  it.skipIf(!available)('doubles each lock in a row up to an hour, mails once, and a reset lifts it all', async () => {
    let now = 1_000_000;
    const attempts = createLoginAttempts(
      store(() => now),
      () => now,
    );
    const lengths: number[] = [];
    const mails: boolean[] = [];
    for (let lock = 1; lock <= 8; lock++) {
      let outcome = await attempts.recordFailure('a', null);
      while (!outcome.lockedNow) outcome = await attempts.recordFailure('a', null);
      lengths.push(outcome.lockMs);
      mails.push(outcome.mailOwner);
      now = (outcome.lockedUntil ?? now) + 1;
    }
    expect(lengths.map((ms) => ms / 60_000)).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
    expect(mails.filter(Boolean)).toHaveLength(1);
    await attempts.recordFailure('a', null);
    await attempts.reset('a');
    expect(await attempts.refusal('a', null)).toBeNull();
    for (let i = 1; i < LOCKOUT.maxFailures; i++) await attempts.recordFailure('a', null);
    expect((await attempts.recordFailure('a', null)).lockMs).toBe(LOCKOUT.firstLockMs);
  });

  it.skipIf(!available)(
    'refuses an address after its failures, before the account, and other addresses still count',
    async () => {
      const now = 5_000_000;
      const attempts = createLoginAttempts(
        store(() => now),
        () => now,
      );
      for (let i = 0; i < LOCKOUT.addressAccountFailures; i++) await attempts.recordFailure('a', '10.0.0.1');
      expect(await attempts.refusal('a', '10.0.0.1')).toEqual({ reason: 'address', until: now + LOCKOUT.windowMs });
      expect(await attempts.refusal('a', '10.0.0.2')).toBeNull();
      expect(await attempts.refusal('b', '10.0.0.1')).toBeNull();
      // One address trying many accounts is stopped for all of them.
      for (let i = 0; i < LOCKOUT.addressFailures; i++) await attempts.recordFailure(`other-${i}`, '10.0.0.3');
      expect((await attempts.refusal('c', '10.0.0.3'))?.reason).toBe('address');
    },
  );
});

/** Ten failures, each from its own address: a distributed guesser locking the account. */
async function lockByTenFailures(email: string, from: number) {
  let last = await signIn(email, 'Wr0ng!Pass', from);
  for (let attempt = from + 1; attempt < from + LOCKOUT.maxFailures; attempt++) {
    last = await signIn(email, 'Wr0ng!Pass', attempt);
  }
  return last;
}

const lockMails = async (email: string) => {
  await t.app.jobsSettled();
  return (await t.db.select().from(outboxMails).where(eq(outboxMails.to, email))).filter(
    (mail) => mail.subject === LOCKED_SUBJECT,
  ).length;
};

describe('a lockout nobody can hold for ever', { timeout: 120_000 }, () => {
  it('is lifted by a completed password reset', async () => {
    const { email } = await createAccount(t.app);
    expect((await lockByTenFailures(email, 100)).statusCode).toBe(429);
    const client = new TestClient(t.app, '10.9.0.1');
    await client.post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    const token = new URL((await latestMail(t.app, email)).link).searchParams.get('token');
    const newPassword = 'N3w!Password';
    expect((await client.post('/api/auth/reset-password', { token, newPassword })).statusCode).toBe(200);
    const after = await client.post('/api/auth/sign-in/email', { email, password: newPassword });
    expect(after.statusCode, after.body).toBe(200);
  });

  it('grows with each lock in a row (backoff), and a correct password starts it again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-03T10:00:00Z'));
    const { email } = await createAccount(t.app);
    const first = await lockByTenFailures(email, 200);
    expect(first.statusCode).toBe(429);
    expect(Number(first.headers['retry-after'])).toBe(LOCKOUT.firstLockMs / 1000);

    vi.setSystemTime(new Date(Date.now() + LOCKOUT.firstLockMs + 1000));
    const second = await lockByTenFailures(email, 300);
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBe((2 * LOCKOUT.firstLockMs) / 1000);

    vi.setSystemTime(new Date(Date.now() + 2 * LOCKOUT.firstLockMs + 1000));
    expect((await signIn(email, STRONG_PASSWORD, 400)).statusCode).toBe(200);
    const again = await lockByTenFailures(email, 500);
    expect(Number(again.headers['retry-after'])).toBe(LOCKOUT.firstLockMs / 1000);
  });

  it('stops failures from one client address at that address, before the account locks', async () => {
    const { email } = await createAccount(t.app);
    const guesser = new TestClient(t.app, '10.8.0.1');
    for (let attempt = 1; attempt <= LOCKOUT.addressAccountFailures; attempt++) {
      const response = await guesser.post('/api/auth/sign-in/email', { email, password: 'Wr0ng!Pass' });
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const stopped = await guesser.post('/api/auth/sign-in/email', { email, password: STRONG_PASSWORD });
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json()).toEqual({ error: englishOf(MESSAGES.signInAttemptsLimited), code: 'RATE_LIMITED' });
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
    // The account itself is not locked: its owner, elsewhere, signs in.
    const owner = await new TestClient(t.app, '10.8.0.2').post('/api/auth/sign-in/email', {
      email,
      password: STRONG_PASSWORD,
    });
    expect(owner.statusCode).toBe(200);
  });

  it('mails the owner at most once a day, however often the account locks', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-04T10:00:00Z'));
    const { email } = await createAccount(t.app);
    await lockByTenFailures(email, 600);
    expect(await lockMails(email)).toBe(1);
    vi.setSystemTime(new Date(Date.now() + LOCKOUT.firstLockMs + 1000));
    expect((await lockByTenFailures(email, 700)).statusCode).toBe(429);
    expect(await lockMails(email)).toBe(1);
  });
});
