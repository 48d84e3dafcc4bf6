import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, dobYearsAgo, STRONG_PASSWORD, uniqueEmail } from '../../../test/factories.ts';
import { buildTestApp, type TestApp, TestClient } from '../../../test/test-app.ts';
import { jobs, outboxMails } from '../../db/schema/index.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createOutboxMailer } from '../mail/outbox-mailer.ts';

// The dev outbox behind a switch: while `mailServer.down`, every delivery throws as SMTP would.
const mailServer = { down: false };
let outbox: Mailer | undefined;
const switchable: Mailer = {
  async send(mail) {
    if (mailServer.down || !outbox) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
    await outbox.send(mail);
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { mailer: switchable });
  outbox = createOutboxMailer(t.db, t.app.log, 'http://localhost:3000/dev/mailbox');
});
afterAll(() => t.close());

const mailsTo = async (to: string) => {
  await t.app.jobsSettled();
  return t.db.select().from(outboxMails).where(eq(outboxMails.to, to));
};

/** The mail server is back: the jobs waiting for their next attempt are tried now. */
async function mailServerBack() {
  mailServer.down = false;
  await t.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.state, 'waiting'));
  await t.app.jobsSettled();
}

const health = async () => {
  const response = await t.app.inject('/api/health');
  return { status: response.statusCode, body: response.json() };
};

describe('mail through the job queue', () => {
  it('answers a sign-up while the mail server is down, and delivers the verification once it is back', async () => {
    mailServer.down = true;
    const email = uniqueEmail();
    const client = new TestClient(t.app);
    const signUp = await client.post('/api/auth/sign-up/email', { email, password: STRONG_PASSWORD, name: email });
    expect(signUp.statusCode).toBe(200);
    expect(await mailsTo(email)).toHaveLength(0);
    // The instance stays healthy: only the mail waits.
    const waiting = await health();
    expect(waiting.status).toBe(200);
    expect(waiting.body.queue).toEqual({ waiting: 1, failed: 0 });

    await mailServerBack();
    const [mail, ...more] = await mailsTo(email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Verify your e-mail address');
    expect(mail?.messageId).toMatch(/^<job-\d+@localhost>$/);
    const link = new URL(mail?.text.match(/https?:\/\/\S+/)?.[0] ?? '');
    expect((await client.get(link.pathname + link.search)).statusCode).toBe(302);
    // Delivered once: nothing runs it again.
    await mailServerBack();
    expect(await mailsTo(email)).toHaveLength(1);
    expect((await health()).body.queue).toEqual({ waiting: 0, failed: 0 });
  });

  it('answers a password reset while the mail server is down, and delivers the mail once it is back', async () => {
    const { email } = await createMember(t.app, 'Scout');
    mailServer.down = true;
    const reset = await new TestClient(t.app).post('/api/auth/request-password-reset', {
      email,
      redirectTo: '/reset-password',
    });
    expect(reset.statusCode).toBe(200);
    await mailServerBack();
    const resets = (await mailsTo(email)).filter((m) => m.text.includes('/reset-password?token='));
    expect(resets).toHaveLength(1);
  });

  it("answers a minor's parent address while the mail server is down, and asks the parent once it is back", async () => {
    const minor = await createMember(t.app, 'Player', { dob: dobYearsAgo(15) });
    mailServer.down = true;
    const parentEmail = uniqueEmail('parent');
    const answer = await minor.client.put(`/api/player-details/${minor.id}`, { parentEmail });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ message: englishOf(MESSAGES.parentEmailSubmitted) });
    expect(await mailsTo(parentEmail)).toHaveLength(0);
    await mailServerBack();
    const mails = await mailsTo(parentEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('/parental-consent?token=');
  });

  it('fails a mail the server refused for a day, and health counts it while still answering 200', async () => {
    mailServer.down = true;
    const email = uniqueEmail();
    await new TestClient(t.app).post('/api/auth/sign-up/email', { email, password: STRONG_PASSWORD, name: email });
    await t.app.jobsSettled();
    const [job] = await t.db
      .update(jobs)
      .set({ createdAt: sql`now() - interval '25 hours'`, runAt: sql`now()` })
      .where(and(eq(jobs.state, 'waiting'), sql`${jobs.payload}->>'to' = ${email}`))
      .returning({ id: jobs.id });
    expect(job).toBeDefined();
    await t.app.jobsSettled();
    const answer = await health();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok', dependencies: { database: 'up' }, queue: { waiting: 0, failed: 1 } });
    mailServer.down = false;
  });
});
