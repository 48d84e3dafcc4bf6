import { createServer } from 'node:net';
import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, dobYearsAgo, STRONG_PASSWORD, uniqueEmail } from '../../../test/factories.ts';
import { buildTestApp, type TestApp, TestClient } from '../../../test/test-app.ts';
import { jobs } from '../../db/schema/index.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createOutboxMailer } from '../mail/outbox-mailer.ts';
import { createSmtpMailer } from '../mail/smtp-mailer.ts';

/**
 * The mail queue's outage test (decision 026), over real SMTP: a local mail server (smtp-server) is stopped, a sign-up,
 * a password reset and a minor's parent address each answer as usual, nothing reaches the mail
 * server; it starts again on the same port, and each of the three mails arrives exactly once,
 * however often the queue runs afterwards.
 */
const received: { to: string[]; messageId: string; subject: string }[] = [];
let smtp: SMTPServer | null = null;
let port = 0;
let t: TestApp;

function startMailServer(): Promise<void> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // Going down drops the connections the app's pooled mailer holds open, as a real outage does,
    // instead of waiting politely for the client to close them.
    closeTimeout: 100,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          messageId: /^Message-ID: (.*)$/im.exec(raw)?.[1]?.trim() ?? '',
          subject: /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '',
        });
        callback();
      });
    },
  });
  smtp = server;
  return new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
}

function stopMailServer(): Promise<void> {
  const server = smtp;
  smtp = null;
  return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
}

/** A port nothing listens on once this returns (the mail server takes it again later). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Mails received since the mark (the members set up first got their verification mails before it). */
let mark = 0;
const deliveredTo = (email: string) => received.slice(mark).filter((mail) => mail.to.includes(email));

beforeAll(async () => {
  port = await freePort();
  await startMailServer();
  // Real SMTP; a delivered mail is also kept in the dev outbox so the factories can follow the
  // verification links of the members this test sets up.
  let outbox: Mailer | undefined;
  let smtpMailer: Mailer | undefined;
  const tee: Mailer = {
    async send(mail) {
      if (!smtpMailer || !outbox) throw new Error('mailer not ready');
      await smtpMailer.send(mail);
      await outbox.send(mail);
    },
  };
  t = await buildTestApp({}, { mailer: tee });
  smtpMailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, 'scouting@example.com');
  outbox = createOutboxMailer(t.db, t.app.log, 'http://localhost:3000/dev/mailbox');
}, 180_000);
afterAll(async () => {
  await t.close();
  await stopMailServer();
});

describe('mail while the mail server is down', () => {
  it('answers sign-up, reset and consent as usual, then delivers each mail exactly once when the server is back', async () => {
    const resetting = await createMember(t.app, 'Scout');
    const minor = await createMember(t.app, 'Player', { dob: dobYearsAgo(15) });
    const signingUp = uniqueEmail('outage-signup');
    const parent = uniqueEmail('outage-parent');

    mark = received.length;
    await stopMailServer();
    const signUp = await new TestClient(t.app).post('/api/auth/sign-up/email', {
      email: signingUp,
      password: STRONG_PASSWORD,
      name: signingUp,
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    const reset = await new TestClient(t.app).post('/api/auth/request-password-reset', {
      email: resetting.email,
      redirectTo: '/reset-password',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const consent = await minor.client.put(`/api/player-details/${minor.id}`, { parentEmail: parent });
    expect(consent.statusCode, consent.body).toBe(200);
    expect(consent.json()).toEqual({ message: englishOf(MESSAGES.parentEmailSubmitted) });

    // Each was tried against the closed port, and waits for its next attempt.
    await t.app.jobsSettled();
    const recipients = [signingUp, resetting.email, parent];
    const ours = sql`${jobs.payload}->>'to' in ${recipients}`;
    const waiting = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'mail'), ours));
    expect(waiting).toHaveLength(3);
    for (const job of waiting) {
      expect(job.state).toBe('waiting');
      expect(job.attempts).toBeGreaterThanOrEqual(1);
      expect(job.lastError).toMatch(/ECONNREFUSED/);
    }
    for (const email of recipients) expect(deliveredTo(email)).toHaveLength(0);

    // The mail server is back: the retries coming due (made due now, rather than waiting 5 s) deliver.
    await startMailServer();
    await t.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(and(eq(jobs.state, 'waiting'), ours));
    await t.app.jobsSettled();
    const ids = waiting.map((job) => job.id);
    expect(deliveredTo(signingUp).map((m) => m.subject)).toEqual(['Verify your e-mail address']);
    expect(deliveredTo(resetting.email)).toHaveLength(1);
    expect(deliveredTo(parent)).toHaveLength(1);
    for (const email of recipients) expect(deliveredTo(email)[0]?.messageId).toMatch(/^<job-\d+@localhost>$/);

    // Done once: the queue running again (this instance, or another one polling) sends nothing more.
    await t.db.update(jobs).set({ runAt: sql`now()` }).where(inArray(jobs.id, ids));
    await t.app.jobsSettled();
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const email of recipients) expect(deliveredTo(email)).toHaveLength(1);
    const states = await t.db.select({ state: jobs.state }).from(jobs).where(inArray(jobs.id, ids));
    expect(states.map((s) => s.state)).toEqual(['done', 'done', 'done']);
  });
});
