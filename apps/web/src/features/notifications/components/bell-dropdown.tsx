import { Box, Button, Group, Skeleton, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { TNotification, TNotificationList } from '@scouting/contract/schemas/notifications';
import { ItemList } from '../../../components/item-list.tsx';
import { useT } from '../../../i18n/language-provider.tsx';
import { useNoticeText } from '../../../i18n/notices.ts';
import { NotificationTime } from './notification-time.tsx';

type BellDropdownProps = {
  data: TNotificationList | undefined;
  isError: boolean;
  onOpen: (notification: TNotification) => void;
  onSeeAll: () => void;
};

/** The bell's dropdown: the latest notifications, each leading to the full list with itself highlighted. */
export function BellDropdown({ data, isError, onOpen, onSeeAll }: BellDropdownProps) {
  const t = useT();
  return (
    <Stack gap="xs">
      <Text fw={700}>{t('bell.title')}</Text>
      <DropdownBody data={data} isError={isError} onOpen={onOpen} />
      <Button variant="subtle" size="compact-sm" onClick={onSeeAll}>
        {t('bell.seeAll')}
      </Button>
    </Stack>
  );
}

function DropdownBody({ data, isError, onOpen }: Omit<BellDropdownProps, 'onSeeAll'>) {
  const t = useT();
  const noticeText = useNoticeText();
  if (!data && isError) return <Text size="sm">{t('bell.loadFailed')}</Text>;
  if (!data) {
    return (
      <Stack gap="xs" aria-hidden>
        <Skeleton height={36} />
        <Skeleton height={36} />
      </Stack>
    );
  }
  if (data.notifications.length === 0) return <Text size="sm">{t('bell.none')}</Text>;
  return (
    <ItemList label={t('bell.latest')} gap={4}>
      {data.notifications.map((notification) => (
        <li key={notification.id}>
          <UnstyledButton
            w="100%"
            p="xs"
            onClick={() => onOpen(notification)}
            style={{ borderRadius: 'var(--mantine-radius-sm)' }}
            bg={notification.isRead ? undefined : 'var(--mantine-color-pitch-light)'}
          >
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <Box
                mt={6}
                w={8}
                h={8}
                style={{ borderRadius: '50%', flex: 'none' }}
                bg={notification.isRead ? 'transparent' : 'var(--mantine-color-pitch-filled)'}
                aria-hidden
              />
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text size="sm" fw={notification.isRead ? 400 : 600} lineClamp={2}>
                  {notification.isRead ? null : <VisuallyHidden>{t('bell.unread')}</VisuallyHidden>}
                  {noticeText(notification)}
                </Text>
                <NotificationTime timestamp={notification.timestamp} />
              </Stack>
            </Group>
          </UnstyledButton>
        </li>
      ))}
    </ItemList>
  );
}
