import { useUnreadTitleCount, withUnreadCount } from '../hooks/unread-title-count.ts';
import { useT } from '../i18n/language-provider.tsx';

/**
 * React 19 hoists <title> into the document head, so each page names itself for tabs and screen
 * readers; the unread count leads it so a background tab shows new notifications. `children` is the
 * page's name in the language shown; the product's name follows it.
 */
export function PageTitle({ children }: { children: string }) {
  const unread = useUnreadTitleCount();
  const t = useT();
  return <title>{withUnreadCount(`${children} · ${t('first.productName')}`, unread)}</title>;
}
