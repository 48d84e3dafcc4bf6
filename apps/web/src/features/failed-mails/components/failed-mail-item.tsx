import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FAILED_MAIL_MESSAGES } from '@scouting/contract/failed-mails';
import type { TFailedMail } from '@scouting/contract/schemas/failed-mails';
import { errorMessage } from '../../../api/client.ts';
import { openConfirmModal } from '../../../components/confirm-modals.tsx';
import { useAdminDate, useAdminT } from '../../../i18n/areas/admin.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useRetryFailedMail } from '../api/failed-mails.ts';

/** One failed mail: to whom, about what, how often it was tried and why it failed; Retry after confirming. */
export function FailedMailItem({ mail }: { mail: TFailedMail }) {
  const retry = useRetryFailedMail();
  const t = useAdminT();
  const sentence = useSentence();
  const formatDate = useAdminDate();
  const confirmRetry = () =>
    openConfirmModal({
      title: t('admin.mail.retryTitle'),
      children: (
        <Stack gap="xs">
          <Text style={{ overflowWrap: 'anywhere' }}>
            {t('admin.mail.subjectTo', { subject: mail.subject, to: mail.to })}
          </Text>
          <Text>{sentence(FAILED_MAIL_MESSAGES.retryConfirm)}</Text>
        </Stack>
      ),
      labels: { confirm: t('admin.mail.retry'), cancel: t('admin.cancel') },
      closeButtonProps: { 'aria-label': t('admin.closeDialog') },
      onConfirm: () =>
        retry.mutate(mail.id, {
          onSuccess: (answer) => notifications.show({ color: 'pitch', message: sentence(answer.message) }),
          onError: (error) => notifications.show({ color: 'red', message: sentence(errorMessage(error)) }),
        }),
    });

  return (
    <Card
      withBorder
      padding="sm"
      component="li"
      aria-label={t('admin.mail.label', { id: mail.id, subject: mail.subject })}
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {mail.subject}
          </Text>
          <Text size="sm" c="dimmed">
            {t('admin.mail.failed', { date: formatDate(mail.failedAt) })}
          </Text>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('admin.mail.details', {
            to: mail.to,
            queued: formatDate(mail.createdAt),
            attempts: mail.attempts,
            id: mail.id,
          })}
        </Text>
        {mail.lastError ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('admin.mail.lastError', { error: mail.lastError })}
          </Text>
        ) : null}
        <Group>
          <Button size="xs" variant="light" loading={retry.isPending} onClick={confirmRetry}>
            {t('admin.mail.retry')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
