import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, uniqueEmail } from '../../../test/factories.ts';
import { buildTestApp, type TestApp, TestClient } from '../../../test/test-app.ts';

const received: { to: string[]; raw: string }[] = [];
let smtp: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'scouting@example.com' });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('SMTP mailer', () => {
  it('sends the verification mail over SMTP instead of keeping it in the outbox', async () => {
    const email = uniqueEmail();
    const response = await new TestClient(t.app).post('/api/auth/sign-up/email', {
      email,
      password: STRONG_PASSWORD,
      name: email,
    });
    expect(response.statusCode).toBe(200);
    // The mail is queued with the sign-up and handed to SMTP by the worker (decision 026).
    await t.app.jobsSettled();
    const mail = received.find((m) => m.to.includes(email));
    expect(mail?.raw).toContain('From: scouting@example.com');
    expect(mail?.raw).toContain('Subject: Verify your e-mail address');
    expect(mail?.raw).toContain('verify-email?token=');
    // One Message-ID per queued job, the same on every attempt.
    expect(mail?.raw).toMatch(/Message-ID: <job-\d+@localhost>/i);
    // With SMTP configured there is no dev mailbox.
    expect((await t.app.inject('/dev/mailbox.json')).statusCode).toBe(404);
  });
});
