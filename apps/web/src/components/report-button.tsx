import { Alert, Button, type ButtonProps, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  MESSAGES,
  REPORT_REASONS,
  REPORT_TEXT_MAX_LENGTH,
  type TReportReason,
  type TReportSubjectType,
} from '@scouting/contract';
import { IconFlag } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../api/client.ts';
import { useCreateReport } from '../api/reports.ts';
import { FormActions } from './form-actions.tsx';

type Props = {
  subjectType: TReportSubjectType;
  subjectId: number;
  /** What is reported, for the accessible name: "Report message from Ana", "Report Ana's profile". */
  label: string;
} & Pick<ButtonProps, 'size' | 'variant'>;

/** 'Report' and its small form (issue 12 §6): a reason from the short list, optional details. */
export function ReportButton({ subjectType, subjectId, label, size = 'compact-sm', variant = 'subtle' }: Props) {
  const [opened, { open, close }] = useDisclosure(false);
  const [reason, setReason] = useState<TReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const report = useCreateReport();

  const onClose = () => {
    close();
    report.reset();
    setReason(null);
    setDetails('');
    setReasonError(null);
  };
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setReasonError('Choose a reason.');
      return;
    }
    report.mutate({ subjectType, subjectId, reason, details: details.trim() || undefined });
  };

  return (
    <>
      <Button
        variant={variant}
        color="red"
        size={size}
        leftSection={<IconFlag size={14} aria-hidden />}
        onClick={open}
        aria-label={label}
      >
        Report
      </Button>
      <Modal opened={opened} onClose={onClose} title={label} centered>
        {report.isSuccess ? (
          <Stack gap="md">
            <Alert color="pitch" role="status">
              {report.data.message}
            </Alert>
            <Group justify="flex-end">
              <Button onClick={onClose}>Done</Button>
            </Group>
          </Stack>
        ) : (
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="md">
              <Select
                label="Reason"
                placeholder="Choose a reason"
                data={[...REPORT_REASONS]}
                value={reason}
                onChange={(value) => {
                  setReason(value as TReportReason | null);
                  setReasonError(null);
                }}
                error={reasonError}
                required
              />
              <Textarea
                label="What happened? (optional)"
                value={details}
                onChange={(event) => setDetails(event.currentTarget.value)}
                maxLength={REPORT_TEXT_MAX_LENGTH}
                autosize
                minRows={3}
              />
              {report.isError ? (
                <Alert color="red" role="alert">
                  {report.error ? errorMessage(report.error) : MESSAGES.reportFailed}
                </Alert>
              ) : null}
              <FormActions onCancel={onClose} color="red" loading={report.isPending}>
                Send report
              </FormActions>
            </Stack>
          </form>
        )}
      </Modal>
    </>
  );
}
