import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { MAX_ID } from '../paging.ts';
import { cursorOf, pageOf, pageQuery } from './paging.ts';

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
