import { useLiveMessageHandler } from '../features/messaging/hooks/use-live-messages.ts';
import {
  useLiveMyApplicationsHandler,
  useMyApplicationsResync,
} from '../features/my-applications/hooks/use-live-my-applications.ts';
import { useLiveNotificationHandler } from '../features/notifications/hooks/use-live-notifications.ts';
import {
  useLiveRepresentationHandler,
  useRepresentationResync,
} from '../features/representation/hooks/use-live-representation.ts';
import { useMemberEvents } from '../hooks/use-member-events.ts';

/** The member's live updates (decision 017), handed to the features whose data they change. Renders nothing. */
export function MemberLiveUpdates({ memberId }: { memberId: number }) {
  const notifications = useLiveNotificationHandler(memberId);
  const myApplications = useLiveMyApplicationsHandler();
  const representation = useLiveRepresentationHandler();
  const message = useLiveMessageHandler(memberId);
  const resyncMyApplications = useMyApplicationsResync();
  const resyncRepresentation = useRepresentationResync();
  useMemberEvents({
    notification: (data) => {
      notifications(data);
      myApplications(data);
      representation(data);
    },
    message,
    opened: () => {
      resyncMyApplications();
      resyncRepresentation();
    },
  });
  return null;
}
