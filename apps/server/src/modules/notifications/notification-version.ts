import { changedAfterCommit } from '../../infra/after-commit.ts';
import { bumpVersion, readVersion } from '../../infra/shared-state/change-versions.ts';
import type { KeyValueStore } from '../../infra/shared-state/key-value-store.ts';

/**
 * A member's notification version changes whenever their list or unread count can: a new
 * notification, marking read, a deletion. The poll's ETag carries it (decision 014), so an unchanged
 * poll is answered 304 from the store alone.
 */
const versionKey = (memberId: number) => `notifications:version:${memberId}`;

/** The current request changed this member's notifications (bumped once its writes committed). */
export function notificationsChanged(memberId: number): void {
  changedAfterCommit(versionKey(memberId));
}

/** For writes outside a request (tests, scripts against a running server's store). */
export async function forgetNotifications(store: KeyValueStore, memberId: number): Promise<void> {
  await bumpVersion(store, versionKey(memberId));
}

export function readNotificationVersion(store: KeyValueStore, memberId: number): Promise<string> {
  return readVersion(store, versionKey(memberId));
}
