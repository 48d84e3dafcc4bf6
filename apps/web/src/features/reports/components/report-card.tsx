import { Badge, Blockquote, Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { MESSAGES, REPORT_TEXT_MAX_LENGTH, type TReport, type TReportAction } from '@scouting/contract';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../../api/client.ts';
import { useDecideReport } from '../api/decide-report.ts';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const SUBJECT_LABEL = { profile: 'Profile', message: 'Message', opportunity: 'Opportunity' } as const;

/** One open report: what was reported, by whom and why, and the three decisions (issue 12 §6). */
export function ReportCard({ report }: { report: TReport }) {
  const decide = useDecideReport();
  const [note, setNote] = useState('');
  const subject = `${report.subject.fullName} (${report.subject.role})`;

  const send = (action: TReportAction) =>
    decide.mutate(
      { id: report.id, action, note: note.trim() || undefined },
      {
        onError: (error) =>
          notifications.show({
            color: 'red',
            message: isApiError(error) && error.status > 0 ? errorMessage(error) : MESSAGES.reportDecisionFailed,
          }),
      },
    );
  const confirmSuspend = () =>
    modals.openConfirmModal({
      title: `Suspend ${report.subject.fullName}?`,
      children: (
        <Text size="sm">
          They are signed out at once, cannot sign in again, and their profile and posts disappear from everyone else’s
          lists.
        </Text>
      ),
      labels: { confirm: 'Suspend', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => send('suspend'),
    });

  return (
    <Card
      withBorder
      padding="md"
      component="li"
      aria-label={`Report ${report.id}: ${SUBJECT_LABEL[report.subjectType]} of ${report.subject.fullName}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={700}>
            {SUBJECT_LABEL[report.subjectType]} of {subject}
          </Text>
          {report.involvesMinor ? (
            <Badge color="red" variant="light">
              Involves a minor
            </Badge>
          ) : null}
        </Group>
        <Blockquote p="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {report.excerpt || 'The reported content no longer exists.'}
        </Blockquote>
        <Text size="sm">Reason: {report.reason}</Text>
        {report.details ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            Details: {report.details}
          </Text>
        ) : null}
        <Text size="sm" c="dimmed">
          Reported by {report.reporter.fullName} on {dateFormat.format(new Date(report.createdAt))}
        </Text>
        <Textarea
          label="Note for the audit log (optional)"
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          maxLength={REPORT_TEXT_MAX_LENGTH}
          autosize
          minRows={1}
        />
        <Group gap="xs" wrap="wrap">
          <Button variant="default" onClick={() => send('dismiss')} loading={decide.isPending}>
            Dismiss
          </Button>
          <Button color="dark" onClick={() => send('hide')} loading={decide.isPending}>
            Hide
          </Button>
          <Button color="red" onClick={confirmSuspend} loading={decide.isPending}>
            Suspend
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
