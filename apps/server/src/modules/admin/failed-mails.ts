import { FAILED_MAIL_MESSAGES } from '@scouting/contract/failed-mails';
import type { Member } from '../../auth/caller.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { retryFailedMail } from '../../infra/queue/failed-mails.ts';
import { wakeWorkersAfterResponse } from '../../infra/queue/job-queue.ts';
import { recordAudit } from '../audit/record-audit.ts';

/**
 * POST /api/admin/failed-mails/{id}/retry (decision 033): the mail goes back to the queue under its
 * own id (the same Message-ID, so a receiver that got it after all can drop the second copy), and
 * the admin's decision goes on record in the same transaction. 404 for an id that is no mail job,
 * 409 for a mail that is not failed (waiting, being sent, sent, or retried by another admin just now).
 */
export async function retryMail(db: Database, admin: Member, id: number): Promise<{ message: string }> {
  await db.transaction(async (tx) => {
    const outcome = await retryFailedMail(tx, id);
    if (outcome === 'not found') throw new AppError('NOT_FOUND', FAILED_MAIL_MESSAGES.notFound);
    if (outcome === 'not failed') throw new AppError('CONFLICT', FAILED_MAIL_MESSAGES.notFailed);
    await recordAudit(tx, {
      actor: admin,
      action: 'mail.retried',
      target: { type: 'mail', id },
      details: { to: outcome.retried.to, subject: outcome.retried.subject },
    });
  });
  wakeWorkersAfterResponse();
  return { message: FAILED_MAIL_MESSAGES.retried };
}
