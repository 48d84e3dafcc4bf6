import { isPushEndpointAllowed, PUSH_MESSAGES, PUSH_SUBSCRIPTIONS_MAX } from '@scouting/contract/push';
import type { TPushSubscriptionRequest } from '@scouting/contract/schemas/push';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Member } from '../../auth/caller.ts';
import type { Database } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';

/**
 * Keeps this browser's subscription for the member (decision 028). The endpoint names one browser
 * profile, so subscribing again replaces its keys, and a device another member subscribed before
 * (a shared family tablet) now pushes to whoever subscribed it last: the person signed in there.
 * Endpoints are long unguessable addresses handed out by the push service, not something a member
 * can pick for someone else's device.
 *
 * The server sends a request to every endpoint on each notification, so only a push service's
 * address is kept (`rule`: PUSH_ENDPOINT_HOSTS, loopback only outside production), and a member
 * keeps at most PUSH_SUBSCRIPTIONS_MAX devices: a new one beyond them replaces the oldest.
 */
export async function subscribe(
  db: Database,
  member: Pick<Member, 'id'>,
  input: TPushSubscriptionRequest,
  rule: { hosts: readonly string[]; allowLoopback: boolean },
): Promise<void> {
  if (!isPushEndpointAllowed(input.endpoint, rule)) {
    throw new AppError('VALIDATION_ERROR', PUSH_MESSAGES.endpointNotPushService, {
      endpoint: PUSH_MESSAGES.endpointNotPushService,
    });
  }
  const row = { memberId: member.id, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth };
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values(row)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { memberId: row.memberId, p256dh: row.p256dh, auth: row.auth, createdAt: new Date(), lastSuccessAt: null },
      });
    const newest = await tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.memberId, member.id))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(PUSH_SUBSCRIPTIONS_MAX);
    await tx.delete(pushSubscriptions).where(
      and(
        eq(pushSubscriptions.memberId, member.id),
        notInArray(
          pushSubscriptions.id,
          newest.map((kept) => kept.id),
        ),
      ),
    );
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
