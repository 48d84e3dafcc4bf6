import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { TNotification } from '@scouting/contract/schemas/notifications';
import { Link } from 'react-router';
import { useMemberT } from '../../../i18n/areas/member.ts';
import { useNoticeText } from '../../../i18n/notices.ts';
import { NotificationTime } from './notification-time.tsx';

type NotificationCardProps = { notification: TNotification; highlighted?: boolean };

/** One notification of the list: unread ones carry a badge, the one the member clicked a border. */
export function NotificationCard({ notification, highlighted = false }: NotificationCardProps) {
  const t = useMemberT();
  const noticeText = useNoticeText();
  const unread = !notification.isRead;
  return (
    <Paper
      component="li"
      withBorder
      p="md"
      aria-current={highlighted ? 'true' : undefined}
      data-unread={unread || undefined}
      bg={unread || highlighted ? 'var(--mantine-color-pitch-light)' : undefined}
      style={
        highlighted
          ? { borderColor: 'var(--mantine-color-pitch-filled)', borderWidth: 2 }
          : { borderInlineStart: unread ? '4px solid var(--mantine-color-pitch-filled)' : undefined }
      }
    >
      <Stack gap={6}>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <NotificationTime timestamp={notification.timestamp} />
          <Group gap={6}>
            {highlighted ? (
              <Badge variant="filled" color="dark">
                {t('member.notifications.selected')}
              </Badge>
            ) : null}
            {unread ? <Badge color="pitch">{t('member.notifications.new')}</Badge> : null}
          </Group>
        </Group>
        <Text fw={unread ? 600 : 400} style={{ overflowWrap: 'anywhere' }}>
          {noticeText(notification)}
        </Text>
        {notification.link?.startsWith('/') ? (
          // The darkest green: the link sits on an unread line's green tint too (WCAG 1.4.3).
          <Anchor component={Link} to={notification.link} size="sm" c="pitch.9">
            {t('member.notifications.open')}
          </Anchor>
        ) : null}
      </Stack>
    </Paper>
  );
}
