import type { TRole } from '@scouting/contract/roles';
import { type TNotification, ZNotification } from '@scouting/contract/schemas/notifications';

/** docs/product.md#every-members-pages names an agent and a player notifications page; the other roles share the player's. */
export function notificationsPath(role: TRole): string {
  return role === 'Agent' ? '/agent-notifications' : '/player-notifications';
}

/** The navigation state a clicked notification travels in, to be highlighted at the top of the list. */
export type HighlightState = { highlighted: TNotification };

export function highlightedFrom(state: unknown): TNotification | null {
  if (typeof state !== 'object' || state === null || !('highlighted' in state)) return null;
  const parsed = ZNotification.safeParse(state.highlighted);
  return parsed.success ? parsed.data : null;
}
