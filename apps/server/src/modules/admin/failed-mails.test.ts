import { FAILED_MAIL_MESSAGES } from '@scouting/contract/failed-mails';
import { PAGING_MESSAGES } from '@scouting/contract/paging';
import { englishOf } from '@scouting/contract/sentences';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createMember, uniqueEmail } from '../../../test/factories.ts';
import { buildTestApp, type TestApp, TestClient } from '../../../test/test-app.ts';
import { auditLog, jobs, outboxMails } from '../../db/schema/index.ts';
import type { Mailer } from '../../infra/mail/mailer.ts';
import { createOutboxMailer } from '../../infra/mail/outbox-mailer.ts';
import { enqueueMail } from '../../infra/queue/mail-jobs.ts';

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
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  t = await buildTestApp({}, { mailer: switchable });
  outbox = createOutboxMailer(t.db, t.app.log, 'http://localhost:3000/dev/mailbox');
  admin = await createAdmin(t.app);
}, 60_000);
afterAll(() => t.close());

/**
 * A mail the queue gives up on the real way: queued while the mail server is down, made a day and
 * a bit old, then tried once more, which fails for good (retry-schedule.ts).
 */
async function failedMail(to: string, subject = 'Reset your password') {
  mailServer.down = true;
  const id = await enqueueMail(t.db, { to, subject, text: `Secret link https://x.example/reset?token=${to}` });
  await t.db
    .update(jobs)
    .set({ createdAt: sql`now() - interval '25 hours'`, runAt: sql`now()` })
    .where(eq(jobs.id, id));
  await t.app.jobsSettled();
  const [job] = await t.db.select().from(jobs).where(eq(jobs.id, id));
  expect(job?.state).toBe('failed');
  return id;
}

const list = async (query = '') => admin.client.get(`/api/admin/failed-mails${query}`);
const mailsTo = async (to: string) => {
  await t.app.jobsSettled();
  return t.db.select().from(outboxMails).where(eq(outboxMails.to, to));
};

describe("the admins' 'Failed mail' list", () => {
  it('lists failed mails newest failure first: recipient, subject, attempts, error and times, never the body', async () => {
    const first = uniqueEmail('failed-first');
    const second = uniqueEmail('failed-second');
    const firstId = await failedMail(first, 'Verify your e-mail address');
    const secondId = await failedMail(second);
    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const ours = body.mails.filter((m: { id: number }) => [firstId, secondId].includes(m.id));
    expect(ours.map((m: { id: number }) => m.id)).toEqual([secondId, firstId]);
    expect(ours[0]).toEqual({
      id: secondId,
      to: second,
      subject: 'Reset your password',
      attempts: 1,
      lastError: 'connect ECONNREFUSED 127.0.0.1:25',
      createdAt: expect.any(String),
      failedAt: expect.any(String),
    });
    expect(Date.parse(ours[0].failedAt)).toBeGreaterThan(Date.parse(ours[0].createdAt));
    // The body (with its link) never leaves through the list.
    expect(response.body).not.toContain('token=');
    expect((await admin.client.get('/api/admin/queue-counts')).json().failedMails).toBe(body.mails.length);
  });

  it('pages by cursor without repeating or skipping a mail, and refuses a forged cursor or limit (400)', async () => {
    for (let i = 0; i < 3; i++) await failedMail(uniqueEmail('paged'));
    const all = (await list('?limit=100')).json().mails.map((m: { id: number }) => m.id);
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: { mails: { id: number }[]; nextCursor: string | null } = (
        await list(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`)
      ).json();
      expect(page.mails.length).toBeLessThanOrEqual(2);
      seen.push(...page.mails.map((m: { id: number }) => m.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all);

    const forged = await list('?cursor=bm90LWEtY3Vyc29y');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error).toContain(englishOf(PAGING_MESSAGES.badCursor));
    // A cursor whose time is no time (it would reach the database as text otherwise).
    const badTime = Buffer.from(JSON.stringify(['yesterday', 1])).toString('base64url');
    expect((await list(`?cursor=${badTime}`)).statusCode).toBe(400);
    expect((await list('?limit=0')).statusCode).toBe(400);
  });

  it('Retry sends the mail again under the same id and Message-ID, once, with a fresh day of retries, on the audit log', async () => {
    const to = uniqueEmail('retried');
    const id = await failedMail(to);

    // Still down: the retried mail waits for its next attempt instead of failing at once.
    const retried = await admin.client.post(`/api/admin/failed-mails/${id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ message: englishOf(FAILED_MAIL_MESSAGES.retried) });
    await t.app.jobsSettled();
    const [waiting] = await t.db.select().from(jobs).where(eq(jobs.id, id));
    expect(waiting).toMatchObject({ state: 'waiting', attempts: 1, finishedAt: null });
    expect((await list('?limit=100')).json().mails.map((m: { id: number }) => m.id)).not.toContain(id);

    // Not failed any more: a second Retry is refused.
    const again = await admin.client.post(`/api/admin/failed-mails/${id}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(englishOf(FAILED_MAIL_MESSAGES.notFailed));

    mailServer.down = false;
    await t.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.id, id));
    const delivered = await mailsTo(to);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.messageId).toBe(`<job-${id}@localhost>`);
    expect((await t.db.select().from(jobs).where(eq(jobs.id, id)))[0]?.state).toBe('done');
    // A done mail is not failed either.
    expect((await admin.client.post(`/api/admin/failed-mails/${id}/retry`)).statusCode).toBe(409);
    expect(await mailsTo(to)).toHaveLength(1);

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'mail.retried'));
    expect(entry).toMatchObject({ actorId: admin.id, targetType: 'mail', targetId: id, details: { to } });
  });

  it('answers 404 for an id that is no mail job and 400 for an id that is no id', async () => {
    const missing = await admin.client.post('/api/admin/failed-mails/999999/retry');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(englishOf(FAILED_MAIL_MESSAGES.notFound));
    // A job of another kind is not a mail.
    const [other] = await t.db.insert(jobs).values({ kind: 'other', payload: {}, state: 'failed' }).returning();
    expect((await admin.client.post(`/api/admin/failed-mails/${other?.id}/retry`)).statusCode).toBe(404);
    await t.db.delete(jobs).where(inArray(jobs.id, [other?.id ?? 0]));
    expect((await admin.client.post('/api/admin/failed-mails/abc/retry')).statusCode).toBe(400);
    expect((await admin.client.post('/api/admin/failed-mails/0/retry')).statusCode).toBe(400);
  });

  it('is for admins only: 401 anonymous, 403 for a member, on the list and on Retry', async () => {
    const id = await failedMail(uniqueEmail('guarded'));
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get('/api/admin/failed-mails')).statusCode).toBe(401);
    expect((await anonymous.post(`/api/admin/failed-mails/${id}/retry`)).statusCode).toBe(401);
    mailServer.down = false;
    const scout = await createMember(t.app, 'Scout');
    expect((await scout.client.get('/api/admin/failed-mails')).statusCode).toBe(403);
    expect((await scout.client.post(`/api/admin/failed-mails/${id}/retry`)).statusCode).toBe(403);
    expect((await t.db.select().from(jobs).where(eq(jobs.id, id)))[0]?.state).toBe('failed');
  });
});
