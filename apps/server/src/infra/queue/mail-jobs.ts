import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { textToHtml } from '../mail/mail-html.ts';
import type { Mail, Mailer } from '../mail/mailer.ts';
import { enqueueJob, type JobHandler } from './job-queue.ts';

export const MAIL_JOB = 'mail';

/**
 * Attachments travel inside the job row, so they must stay small; the Transfermarkt forward (ID
 * documents of several megabytes) is sent inline by its admin instead (decision 026).
 */
export const MAX_QUEUED_ATTACHMENTS_BYTES = 512 * 1024;

/**
 * The rendered mail as the job keeps it: attachments in base64, since a job's payload is JSON, and
 * the members it is about (see MailAbout).
 */
type MailPayload = Omit<Mail, 'attachments' | 'messageId'> & {
  attachments?: { filename: string; contentType: string; base64: string }[];
  aboutMemberIds?: number[];
};

/**
 * The members a queued mail is about: its recipient when a member, the child a parent's mail is
 * about, the member it names (an agent, a poster, a sender). An erased member's mails still queued
 * or given up are found by these ids (dropUndeliveredMailsAbout), whatever address they go to.
 */
export type MailAbout = { about?: readonly number[] };

/**
 * Queues a mail in the caller's transaction: it is sent once that transaction committed, by
 * whichever instance's worker claims it, retried while the mail server is down (decision 026).
 */
export async function enqueueMail(db: DbOrTx, mail: Mail, options: MailAbout = {}): Promise<number> {
  const attachments = mail.attachments ?? [];
  const size = attachments.reduce((total, a) => total + a.content.length, 0);
  if (size > MAX_QUEUED_ATTACHMENTS_BYTES) {
    throw new Error(`a queued mail carries at most ${MAX_QUEUED_ATTACHMENTS_BYTES} bytes of attachments`);
  }
  const payload: MailPayload = {
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html === undefined ? {} : { html: mail.html }),
    ...(mail.headers === undefined ? {} : { headers: mail.headers }),
    ...(options.about?.length ? { aboutMemberIds: [...new Set(options.about)] } : {}),
    ...(attachments.length === 0
      ? {}
      : {
          attachments: attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            base64: a.content.toString('base64'),
          })),
        }),
  };
  return enqueueJob(db, MAIL_JOB, payload);
}

/**
 * A Mailer whose `send` queues the mail instead (Better Auth's callbacks: sign-up, reset and the
 * locked account answer as before while the mail server is down).
 */
export function queuedMailer(db: DbOrTx): Mailer {
  return { send: async (mail) => void (await enqueueMail(db, mail)) };
}

/** The same Message-ID for every attempt of one job, so a receiver can drop a second delivery. */
export function messageIdFor(jobId: number, appOrigin: string): string {
  return `<job-${jobId}@${new URL(appOrigin).hostname}>`;
}

/** Told of each delivery attempt's outcome (the mails_sent_total and mails_failed_total metrics). */
export type MailOutcomes = { sent(): void; failed(): void };

/**
 * Delivers a queued mail through the configured mailer (SMTP, or the dev outbox). A mail written
 * as text alone gets its HTML part from that text (decision 031), so every mail carries both.
 */
export function mailJobHandler(mailer: Mailer, appOrigin: string, outcomes?: MailOutcomes): JobHandler {
  return async (payload, job) => {
    try {
      await deliver(mailer, appOrigin, payload, job.id);
    } catch (error) {
      outcomes?.failed();
      throw error;
    }
    outcomes?.sent();
  };
}

async function deliver(mailer: Mailer, appOrigin: string, payload: unknown, jobId: number): Promise<void> {
  const { attachments, aboutMemberIds: _about, ...mail } = payload as MailPayload;
  await mailer.send({
    ...mail,
    html: mail.html ?? textToHtml(mail.text),
    messageId: messageIdFor(jobId, appOrigin),
    ...(attachments
      ? {
          attachments: attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: Buffer.from(a.base64, 'base64'),
          })),
        }
      : {}),
  });
}

/**
 * Drops the mails to an address not yet delivered (waiting, or retrying later) and those given up
 * (failed: they keep the address and the text for the admins), in the caller's transaction: an
 * erased account's mails must not go out after it, nor stay behind (decision 024). A mail in an
 * instance's hands at that moment is being delivered already.
 */
export async function dropUndeliveredMailsTo(db: DbOrTx, address: string): Promise<number> {
  return dropUndeliveredMails(db, sql`lower(${jobs.payload}->>'to') = lower(${address})`);
}

/**
 * Drops the mails about a member not yet delivered and those given up (an admin could retry them),
 * in the caller's transaction, whoever they are addressed to: an erased member's own mails at any
 * address, and those to their parent about them (decision 024). Found by the ids enqueueMail keeps.
 */
export async function dropUndeliveredMailsAbout(db: DbOrTx, memberId: number): Promise<number> {
  return dropUndeliveredMails(db, sql`${jobs.payload}->'aboutMemberIds' @> ${JSON.stringify([memberId])}::jsonb`);
}

/** The mails not delivered yet (waiting, or retrying later) or given up, among those `matching` picks. */
async function dropUndeliveredMails(db: DbOrTx, matching: SQL): Promise<number> {
  const dropped = await db
    .delete(jobs)
    .where(and(eq(jobs.kind, MAIL_JOB), inArray(jobs.state, ['waiting', 'failed']), matching))
    .returning({ id: jobs.id });
  return dropped.length;
}
