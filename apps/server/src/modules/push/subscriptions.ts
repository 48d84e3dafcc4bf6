import { isPushEndpointAllowed, PUSH_MESSAGES, type TPushSubscriptionRequest } from '@scouting/contract';
import { and, eq } from 'drizzle-orm';
import type { Member } from '../../auth/caller.ts';
import type { Database } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';

/**
 * Keeps this browser's subscription for the member (issue 30 §4). The endpoint names one browser
 * profile, so subscribing again replaces its keys, and a device another member subscribed before
 * (a shared family tablet) now pushes to whoever subscribed it last: the person signed in there.
 * Endpoints are long unguessable addresses handed out by the push service, not something a member
 * can pick for someone else's device.
 */
export async function subscribe(
  db: Database,
  member: Member,
  input: TPushSubscriptionRequest,
  options: { allowLoopbackHttp: boolean },
): Promise<void> {
  // The contract lets loopback http through (tests); production never does.
  if (!isPushEndpointAllowed(input.endpoint, options.allowLoopbackHttp)) {
    throw new AppError('VALIDATION_ERROR', PUSH_MESSAGES.endpointNotHttps, {
      endpoint: PUSH_MESSAGES.endpointNotHttps,
    });
  }
  const row = { memberId: member.id, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth };
  await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { memberId: row.memberId, p256dh: row.p256dh, auth: row.auth, createdAt: new Date(), lastSuccessAt: null },
    });
}

/**
 * Forgets this browser's subscription, if it is the caller's: another member's stays. Answered the
 * same either way (and when there is none, after a 410 removed it), so turning off always works.
 */
export async function unsubscribe(db: Database, member: Member, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.memberId, member.id)));
}
