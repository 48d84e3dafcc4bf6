import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Mantine's toast container with its styles; `AppNotifications` loads this module with the first toast. */
export function Toasts() {
  return <Notifications position="top-center" />;
}
