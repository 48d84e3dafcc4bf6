import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

export type NotificationType =
  | 'application_received'
  | 'message_received'
  | 'parental_consent_confirmed'
  | 'parental_consent_refused'
  | 'underage_request_approved'
  | 'underage_request_received'
  | 'underage_request_revoked'
  | 'verification_decided'
  | 'video_rated'
  | 'transfermarkt_forwarded'
  | 'transfermarkt_rejected'
  | 'report_received'
  | 'welcome';

/**
 * Tells a member something happened. Pass the transaction of the action that causes it, so the
 * notification exists exactly when the action does (ARCHITECTURE §8).
 */
export async function notify(
  db: DbOrTx,
  memberId: number,
  type: NotificationType,
  message: string,
  link: string | null = null,
): Promise<void> {
  await db.insert(notifications).values({ memberId, type, message, link });
}
