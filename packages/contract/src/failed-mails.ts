import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import { cursorOf, MAX_ID, pageOf, pageQuery } from './paging.ts';

/**
 * The admins' 'Failed mail' list (decision 033): mails the durable queue gave up on after a day of
 * retries, and the words of its page. Apart from ADMIN_MESSAGES so the admin's other pages do not
 * carry them.
 */
export const FAILED_MAIL_MESSAGES = {
  title: 'Failed mail',
  intro:
    'Mails the server could not hand to the mail server for a day. Retry sends one again with the same Message-ID, so a receiver that got it after all shows it once.',
  empty: 'No mail has failed. Mails the server gives up on after a day of retries appear here.',
  loadFailed: 'The failed mails could not be loaded.',
  retryConfirm: 'Send this mail again now? It is retried for another day if the mail server is still down.',
  retried: 'The mail is queued again and goes out within seconds if the mail server answers.',
  notFound: 'There is no such mail in the queue.',
  notFailed: 'This mail has not failed: it is already waiting, being sent or sent.',
} as const;

/**
 * Newest failure first: the time the job was given up, as the database prints it (to the
 * microsecond; a JS Date would drop them), then the id. A forged time is refused here (400).
 */
export const failedMailCursor = cursorOf(() => [
  z
    .string()
    .max(64)
    .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/),
  z.number().int().positive(),
]);
export const ZFailedMailListQuery = lazySchema(() => pageQuery(failedMailCursor, 50));
export type TFailedMailListQuery = z.input<typeof ZFailedMailListQuery>;

/** One failed mail: who it was for and what it was about, never its body (it may hold a reset or consent link). */
export const ZFailedMail = lazySchema(() =>
  z.object({
    id: z.number().int(),
    to: z.string(),
    subject: z.string(),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    createdAt: z.string(),
    failedAt: z.string(),
  }),
);
export type TFailedMail = z.infer<typeof ZFailedMail>;

/** GET /api/admin/failed-mails. */
export const ZFailedMailList = lazySchema(() => pageOf('mails', ZFailedMail));
export type TFailedMailList = z.infer<typeof ZFailedMailList>;

/** POST /api/admin/failed-mails/{id}/retry: a job id, within the audit log's integer target id. */
export const ZFailedMailParams = lazySchema(() => z.object({ id: z.coerce.number().int().positive().max(MAX_ID) }));
