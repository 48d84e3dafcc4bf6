import { changedAfterCommit } from '../../infra/after-commit.ts';
import { readVersion } from '../../infra/shared-state/change-versions.ts';
import type { KeyValueStore } from '../../infra/shared-state/key-value-store.ts';

/**
 * A member's conversation-list version changes whenever their inbox can: a conversation started,
 * a message sent by either side, a last message hidden by an admin. The list's ETag carries it
 * (decision 014), as the notification poll's does.
 */
const versionKey = (memberId: number) => `conversations:version:${memberId}`;

/** The current request changed these members' conversation lists (bumped once its writes committed). */
export function conversationsChanged(...memberIds: number[]): void {
  for (const memberId of memberIds) changedAfterCommit(versionKey(memberId));
}

export function readConversationVersion(store: KeyValueStore, memberId: number): Promise<string> {
  return readVersion(store, versionKey(memberId));
}
