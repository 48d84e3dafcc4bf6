import { useLiveMessageHandler } from '../features/messaging/hooks/use-live-messages.ts';
import { useLiveNotificationHandler } from '../features/notifications/hooks/use-live-notifications.ts';
import { useMemberEvents } from '../hooks/use-member-events.ts';

/** The member's live updates (issue 17 §2), handed to the features whose data they change. Renders nothing. */
export function MemberLiveUpdates({ memberId }: { memberId: number }) {
  const notification = useLiveNotificationHandler(memberId);
  const message = useLiveMessageHandler(memberId);
  useMemberEvents({ notification, message });
  return null;
}
