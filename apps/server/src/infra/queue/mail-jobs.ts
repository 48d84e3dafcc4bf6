import type { DbOrTx } from '../../db/client.ts';
import type { Mail, Mailer } from '../mail/mailer.ts';
import { enqueueJob, type JobHandler } from './job-queue.ts';

export const MAIL_JOB = 'mail';

/**
 * Attachments travel inside the job row, so they must stay small; the Transfermarkt forward (ID
 * documents of several megabytes) is sent inline by its admin instead (decision 026).
 */
export const MAX_QUEUED_ATTACHMENTS_BYTES = 512 * 1024;

/** The rendered mail as the job keeps it: attachments in base64, since a job's payload is JSON. */
type MailPayload = Omit<Mail, 'attachments' | 'messageId'> & {
  attachments?: { filename: string; contentType: string; base64: string }[];
};

/**
 * Queues a mail in the caller's transaction: it is sent once that transaction committed, by
 * whichever instance's worker claims it, retried while the mail server is down (decision 026).
 */
export async function enqueueMail(db: DbOrTx, mail: Mail): Promise<number> {
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

/** Delivers a queued mail through the configured mailer (SMTP, or the dev outbox). */
export function mailJobHandler(mailer: Mailer, appOrigin: string): JobHandler {
  return async (payload, job) => {
    const { attachments, ...mail } = payload as MailPayload;
    await mailer.send({
      ...mail,
      messageId: messageIdFor(job.id, appOrigin),
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
  };
}
