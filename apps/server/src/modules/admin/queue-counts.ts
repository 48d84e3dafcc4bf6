import type { TQueueCounts } from '@scouting/contract/schemas/admin';
import { count, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  agentVerificationRequests,
  clubVerificationRequests,
  reports,
  transfermarktApplications,
  underageMessageRequests,
} from '../../db/schema/index.ts';
import { countFailedMails } from '../../infra/queue/failed-mails.ts';

/**
 * GET /api/admin/queue-counts (docs/product.md#admin-pages): one count per queue, each served by an index that
 * holds only or first what waits (reports_queue_idx, agent_verification_requests_queue_idx,
 * underage_requests_pending_idx, transfermarkt_applications_pending_idx, club_verification_requests_queue_idx), and the mails the job
 * queue gave up on (jobs_failed_idx, decision 033).
 */
export async function queueCounts(db: DbOrTx): Promise<TQueueCounts> {
  const [[openReports], [verifications], [underage], [transfermarkt], [clubRequests], failedMails] = await Promise.all([
    db.select({ value: count() }).from(reports).where(eq(reports.status, 'open')),
    db.select({ value: count() }).from(agentVerificationRequests).where(eq(agentVerificationRequests.reviewed, false)),
    db.select({ value: count() }).from(underageMessageRequests).where(isNull(underageMessageRequests.status)),
    db
      .select({ value: count() })
      .from(transfermarktApplications)
      .where(eq(transfermarktApplications.status, 'submitted')),
    db.select({ value: count() }).from(clubVerificationRequests).where(eq(clubVerificationRequests.reviewed, false)),
    countFailedMails(db),
  ]);
  return {
    reports: openReports?.value ?? 0,
    verifications: verifications?.value ?? 0,
    underageRequests: underage?.value ?? 0,
    transfermarktApplications: transfermarkt?.value ?? 0,
    clubVerifications: clubRequests?.value ?? 0,
    failedMails,
  };
}
