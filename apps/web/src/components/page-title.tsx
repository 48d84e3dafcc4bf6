import { MESSAGES } from '@scouting/contract/first-screen';
import { useUnreadTitleCount, withUnreadCount } from '../hooks/unread-title-count.ts';

/**
 * React 19 hoists <title> into the document head, so each page names itself for tabs and screen
 * readers; the unread count leads it so a background tab shows new notifications.
 */
export function PageTitle({ children }: { children: string }) {
  const unread = useUnreadTitleCount();
  return <title>{withUnreadCount(`${children} · ${MESSAGES.productName}`, unread)}</title>;
}
