import { Alert, Button, type ButtonProps, Group, Select, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { MESSAGES } from '@scouting/contract/messages';
import { REPORT_TEXT_MAX_LENGTH } from '@scouting/contract/reports';
import { REPORT_REASONS, type TReportReason, type TReportSubjectType } from '@scouting/contract/safeguarding';
import { IconFlag } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../api/client.ts';
import { useCreateReport } from '../api/reports.ts';
import { FormActions } from '../components/form-actions.tsx';
import { GrowingTextarea } from '../components/growing-textarea.tsx';
import { LazyModal } from '../components/lazy-modal.tsx';
import { type MemberMessageId, useMemberT } from '../i18n/areas/member.ts';
import { useSentence } from '../i18n/sentences.ts';

type Props = {
  subjectType: TReportSubjectType;
  subjectId: number;
  /** What is reported, for the accessible name: "Report message from Ana", "Report Ana's profile". */
  label: string;
} & Pick<ButtonProps, 'size' | 'variant'>;

/** Each reason's name in the member catalog; the reason sent (the API's value) stays English. */
const REASON_LABEL: Record<TReportReason, MemberMessageId> = {
  'Contact with a minor': 'member.report.reason.contactWithMinor',
  'Harassment or bullying': 'member.report.reason.harassment',
  'Inappropriate content': 'member.report.reason.inappropriate',
  'Spam or scam': 'member.report.reason.spam',
  'Fake profile or impersonation': 'member.report.reason.fakeProfile',
  Other: 'member.report.reason.other',
};

/** 'Report' and its small form (docs/product.md#reports-and-suspension): a reason from the short list, optional details. */
export function ReportButton({ subjectType, subjectId, label, size = 'compact-sm', variant = 'subtle' }: Props) {
  const [opened, { open, close }] = useDisclosure(false);
  const [reason, setReason] = useState<TReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const report = useCreateReport();
  const t = useMemberT();
  const sentence = useSentence();

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
      setReasonError(t('member.report.chooseReasonError'));
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
        {t('member.report.button')}
      </Button>
      <LazyModal opened={opened} onClose={onClose} title={label} centered>
        {report.isSuccess ? (
          <Stack gap="md">
            <Alert color="pitch" role="status">
              {sentence(report.data.message)}
            </Alert>
            <Group justify="flex-end">
              <Button onClick={onClose}>{t('member.report.done')}</Button>
            </Group>
          </Stack>
        ) : (
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="md">
              <Select
                label={t('member.report.reason')}
                placeholder={t('member.report.chooseReason')}
                data={REPORT_REASONS.map((value) => ({ value, label: t(REASON_LABEL[value]) }))}
                value={reason}
                onChange={(value) => {
                  setReason(value as TReportReason | null);
                  setReasonError(null);
                }}
                error={reasonError}
                required
              />
              <GrowingTextarea
                label={t('member.report.details')}
                value={details}
                onChange={(event) => setDetails(event.currentTarget.value)}
                maxLength={REPORT_TEXT_MAX_LENGTH}
                minRows={3}
              />
              {report.isError ? (
                <Alert color="red" role="alert">
                  {sentence(report.error ? errorMessage(report.error) : MESSAGES.reportFailed)}
                </Alert>
              ) : null}
              <FormActions onCancel={onClose} color="red" loading={report.isPending}>
                {t('member.report.send')}
              </FormActions>
            </Stack>
          </form>
        )}
      </LazyModal>
    </>
  );
}
