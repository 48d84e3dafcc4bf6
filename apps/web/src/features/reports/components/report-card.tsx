import { Badge, Blockquote, Button, Card, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isolate } from '@scouting/contract/bidi-isolate';
import { MESSAGES } from '@scouting/contract/messages';
import { REPORT_TEXT_MAX_LENGTH, type TReportAction } from '@scouting/contract/reports';
import type { TReport } from '@scouting/contract/schemas/reports';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../../api/client.ts';
import { openConfirmModal } from '../../../components/confirm-modals.tsx';
import { GrowingTextarea } from '../../../components/growing-textarea.tsx';
import { useAdminDate, useAdminT } from '../../../i18n/areas/admin.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useDecideReport } from '../api/decide-report.ts';

const SUBJECT_LABEL = {
  profile: 'admin.report.subject.profile',
  message: 'admin.report.subject.message',
  opportunity: 'admin.report.subject.opportunity',
} as const;

/** One open report: what was reported, by whom and why, and the three decisions (docs/product.md#reports-and-suspension). */
export function ReportCard({ report }: { report: TReport }) {
  const decide = useDecideReport();
  const [note, setNote] = useState('');
  const t = useAdminT();
  const sentence = useSentence();
  const formatDate = useAdminDate();
  const subjectType = t(SUBJECT_LABEL[report.subjectType]);

  const send = (action: TReportAction) =>
    decide.mutate(
      { id: report.id, action, note: note.trim() || undefined },
      {
        onError: (error) =>
          notifications.show({
            color: 'red',
            message: sentence(
              isApiError(error) && error.status > 0 ? errorMessage(error) : MESSAGES.reportDecisionFailed,
            ),
          }),
      },
    );
  const confirmSuspend = () =>
    openConfirmModal({
      title: t('admin.report.suspendTitle', { name: isolate(report.subject.fullName) }),
      children: <Text size="sm">{t('admin.report.suspendBody')}</Text>,
      labels: { confirm: t('admin.report.suspend'), cancel: t('admin.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => send('suspend'),
    });

  return (
    <Card
      withBorder
      padding="md"
      component="li"
      aria-label={t('admin.report.label', {
        id: report.id,
        subject: subjectType,
        name: isolate(report.subject.fullName),
      })}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={700}>
            {t('admin.report.subjectOf', {
              subject: subjectType,
              name: isolate(report.subject.fullName),
              role: report.subject.role,
            })}
          </Text>
          {report.involvesMinor ? (
            <Badge color="red" variant="light">
              {t('admin.report.involvesMinor')}
            </Badge>
          ) : null}
        </Group>
        <Blockquote p="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {report.excerpt || t('admin.report.gone')}
        </Blockquote>
        <Text size="sm">{t('admin.reason', { reason: report.reason })}</Text>
        {report.details ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('admin.report.details', { details: isolate(report.details) })}
          </Text>
        ) : null}
        <Text size="sm" c="dimmed">
          {t('admin.report.reportedBy', {
            name: isolate(report.reporter.fullName),
            date: formatDate(report.createdAt),
          })}
        </Text>
        <GrowingTextarea
          label={t('admin.report.note')}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          maxLength={REPORT_TEXT_MAX_LENGTH}
          minRows={1}
        />
        <Group gap="xs" wrap="wrap">
          <Button variant="default" onClick={() => send('dismiss')} loading={decide.isPending}>
            {t('admin.report.dismiss')}
          </Button>
          <Button color="dark" onClick={() => send('hide')} loading={decide.isPending}>
            {t('admin.report.hide')}
          </Button>
          <Button color="red" onClick={confirmSuspend} loading={decide.isPending}>
            {t('admin.report.suspend')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
