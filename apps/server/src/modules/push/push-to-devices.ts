import type { TPushPayload } from '@scouting/contract/schemas/push';
import { eq } from 'drizzle-orm';
import { accountLanguages, members, notifications, pushSubscriptions } from '../../db/schema/index.ts';
import { type PublicationDeps, publishAfterResponse } from '../../infra/after-commit.ts';
import { storedNoticeText } from '../../platform/notices/notice-text.ts';

/** The title every push shows above its line: the app's name, as the installed app is called. */
export const PUSH_TITLE = 'Scouting Network';

/**
 * Pushes a new notification to the member's devices (decision 028) once the request that caused it
 * has been answered, and only when they have no event stream open: an open page already shows it
 * (the bell, the chime). The line is the notification's own message ("New message from Rui
 * Agent"), never a message's text, to anyone: a minor's lock screen included.
 */
export function pushNotification(memberId: number, notificationId: number): void {
  publishAfterResponse(async (deps) => {
    const [row] = await deps.db
      .select({
        message: notifications.message,
        noticeKey: notifications.noticeKey,
        noticeValues: notifications.noticeValues,
        link: notifications.link,
        // The line in the member's language (docs/product.md#languages), English until they choose one.
        language: accountLanguages.language,
      })
      .from(notifications)
      .innerJoin(members, eq(members.id, notifications.memberId))
      .leftJoin(accountLanguages, eq(accountLanguages.userId, members.authUserId))
      .where(eq(notifications.id, notificationId));
    // Rolled back with the action that caused it: nothing to push.
    if (!row) return;
    await pushToMember(deps, memberId, {
      title: PUSH_TITLE,
      body: storedNoticeText(row, row.language ?? 'en'),
      link: row.link,
    });
  });
}

/**
 * Sends `payload` to each of the member's subscriptions, unless a page of theirs is listening.
 * A subscription the push service calls gone (404, 410) is deleted; any other failure is left for
 * the next push: the bell still has the notification, so nothing is lost.
 */
export async function pushToMember(
  deps: Pick<PublicationDeps, 'db' | 'push' | 'presence'>,
  memberId: number,
  payload: TPushPayload,
): Promise<void> {
  if (await deps.presence.hasOpenStream(memberId)) return;
  const devices = await deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.memberId, memberId));
  const text = JSON.stringify(payload);
  await Promise.all(
    devices.map(async (device) => {
      const outcome = await deps.push.send({ endpoint: device.endpoint, keys: device }, text);
      if (outcome.result === 'gone') {
        await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
      } else if (outcome.result === 'delivered') {
        await deps.db
          .update(pushSubscriptions)
          .set({ lastSuccessAt: new Date() })
          .where(eq(pushSubscriptions.id, device.id));
      }
    }),
  );
}
