import { Button, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@scouting/contract/messages';
import { DASHBOARD_PATH } from '@scouting/contract/roles';
import type { TNotification } from '@scouting/contract/schemas/notifications';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { ItemList } from '../../../components/item-list.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { useMember } from '../../../hooks/use-member.ts';
import { useMemberT } from '../../../i18n/areas/member.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { notificationPagesQueryOptions } from '../api/get-notifications.ts';
import { NotificationCard } from '../components/notification-card.tsx';
import { highlightedFrom } from '../components/notifications-path.ts';

/** `/agent-notifications` and `/player-notifications` (docs/product.md#notifications): newest first, the clicked one on top. */
export function NotificationsPage() {
  const member = useMember();
  const t = useMemberT();
  const highlighted = highlightedFrom(useLocation().state);
  return (
    <Stack gap="lg" maw={720}>
      <PageTitle>{t('member.notifications.title')}</PageTitle>
      <Title order={1}>{t('member.notifications.title')}</Title>
      <NotificationList memberId={member.id} highlighted={highlighted} dashboardPath={DASHBOARD_PATH[member.role]} />
    </Stack>
  );
}

type ListProps = { memberId: number; highlighted: TNotification | null; dashboardPath: string };

function NotificationList({ memberId, highlighted, dashboardPath }: ListProps) {
  const pages = useInfiniteQuery(notificationPagesQueryOptions(memberId));
  const t = useMemberT();
  const sentence = useSentence();
  return (
    <Stack gap="md" align="stretch">
      <PagedList
        query={pages}
        items={(data) => data.pages.flatMap((page) => page.notifications)}
        loadingLabel={t('member.notifications.loading')}
        skeletonHeight={72}
        errorTitle={MESSAGES.notificationsLoadFailed}
      >
        {(all) => {
          // The clicked notification leads the list and is not repeated below; the loaded copy is
          // fresher (read by now) than the one carried in the navigation state.
          const top = highlighted ? (all.find((n) => n.id === highlighted.id) ?? highlighted) : null;
          const rest = all.filter((n) => n.id !== top?.id);
          if (!top && rest.length === 0) {
            return (
              <Stack align="flex-start">
                <Text>{sentence(MESSAGES.noNotifications)}</Text>
                <Button component={Link} to={dashboardPath} variant="default">
                  {t('member.backToMyDashboard')}
                </Button>
              </Stack>
            );
          }
          return (
            <ItemList label={t('member.notifications.listLabel')}>
              {top ? <NotificationCard notification={top} highlighted /> : null}
              {rest.map((notification) => (
                <NotificationCard key={notification.id} notification={notification} />
              ))}
            </ItemList>
          );
        }}
      </PagedList>
    </Stack>
  );
}
