import { ActionIcon, Indicator, Popover } from '@mantine/core';
import type { TRole } from '@scouting/contract/roles';
import type { TNotification } from '@scouting/contract/schemas/notifications';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { chimeWanted, notificationPreferencesQuery } from '../../../api/notification-preferences.ts';
import { useBuiltOnFirstOpen } from '../../../components/built-on-first-open.ts';
import { setUnreadTitleCount } from '../../../hooks/unread-title-count.ts';
import { useT } from '../../../i18n/language-provider.tsx';
import { latestNotificationsQueryOptions } from '../api/get-notifications.ts';
import { useMarkNotificationsRead } from '../api/mark-notifications-read.ts';
import { useUnreadChime } from '../hooks/use-unread-chime.ts';
import { BellDropdown } from './bell-dropdown.tsx';
import { type HighlightState, notificationsPath } from './notifications-path.ts';

type BellProps = {
  member: { id: number; role: TRole };
  /** False while the page's first screen is being shown: the count is asked for after it. */
  live: boolean;
};

/**
 * docs/product.md#notifications: the unread count, polled (in a background tab too); a chime when it rises; the
 * count in the tab title; opening the bell with unread notifications marks them read.
 */
export function NotificationBell({ member, live }: BellProps) {
  const t = useT();
  const navigate = useNavigate();
  const latest = useQuery({ ...latestNotificationsQueryOptions(member.id), enabled: live });
  const markRead = useMarkNotificationsRead(member.id);
  // Built on its first opening: the bell's Popover sets state as it mounts (decision 077).
  const { built, opened, setOpened, open, targetRef } = useBuiltOnFirstOpen<HTMLButtonElement>();
  const unread = latest.data?.unreadCount ?? 0;
  const preferences = useQuery({ ...notificationPreferencesQuery, enabled: live });
  useUnreadChime(latest.data?.unreadCount, chimeWanted(preferences.data));
  // The tab title carries the count; it goes when the bell does (sign-out).
  useEffect(() => setUnreadTitleCount(unread), [unread]);
  useEffect(() => () => setUnreadTitleCount(0), []);

  const toggle = () => {
    if (opened) return setOpened(false);
    open();
    if (unread > 0) markRead.mutate();
  };

  const goToList = (highlighted?: TNotification) => {
    setOpened(false);
    const state: HighlightState | undefined = highlighted ? { highlighted } : undefined;
    navigate(notificationsPath(member.role), { state });
  };

  const button = (ref?: typeof targetRef) => (
    <ActionIcon
      ref={ref}
      variant="default"
      size="lg"
      onClick={toggle}
      aria-label={t('header.notifications', { unread })}
      // Popover.Target says these once the Popover is built; the stand-in says them before.
      {...(ref ? {} : { 'aria-haspopup': 'dialog' as const, 'aria-expanded': false })}
    >
      <IconBell size={18} aria-hidden />
    </ActionIcon>
  );

  return (
    <Indicator
      label={<span aria-hidden>{unread}</span>}
      disabled={unread === 0}
      size={18}
      color="red.9"
      offset={4}
      inline
      zIndex={3}
    >
      {built ? (
        <Popover
          opened={opened}
          onChange={setOpened}
          position="bottom-end"
          width={320}
          shadow="md"
          withArrow
          // The dropdown sits in a portal at the end of the page: a keyboard gets to its notifications,
          // and Escape closes it, only if the focus moves into it on opening (and back on closing).
          trapFocus
          returnFocus
        >
          <Popover.Target>{button(targetRef)}</Popover.Target>
          <Popover.Dropdown maw="calc(100vw - 2rem)">
            <BellDropdown
              data={latest.data}
              isError={latest.isError}
              onOpen={(notification) => goToList(notification)}
              onSeeAll={() => goToList()}
            />
          </Popover.Dropdown>
        </Popover>
      ) : (
        button()
      )}
    </Indicator>
  );
}
