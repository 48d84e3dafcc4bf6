import { Alert, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  APPLICATION_MESSAGES,
  APPLICATION_TEXT_LIMITS,
  type TApplicationStatus,
} from '@scouting/contract/application-status';
import { isolate } from '@scouting/contract/bidi-isolate';
import type { TApplication } from '@scouting/contract/schemas/applications';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../../api/client.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { GrowingTextarea } from '../../../components/growing-textarea.tsx';
import { LazyModal } from '../../../components/lazy-modal.tsx';
import { STATUS_IDS, useApplicationsT } from '../../../i18n/areas/applications.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useSetApplicationStatus } from '../api/set-application-status.ts';

type OutcomeModalProps = { application: TApplication; outcome: TApplicationStatus; onClose: () => void };

/**
 * The trial's outcome (decision 065): a contract offered, signed or not selected, with an optional message that
 * the player reads in the application's history.
 */
export function OutcomeModal({ application, outcome, onClose }: OutcomeModalProps) {
  const t = useApplicationsT();
  return (
    <LazyModal
      opened
      onClose={onClose}
      title={t('applications.outcome.title', {
        status: t(STATUS_IDS[outcome]),
        name: isolate(application.player.fullName),
      })}
      centered
      closeButtonProps={{ 'aria-label': t('applications.closeDialog') }}
    >
      <OutcomeForm application={application} outcome={outcome} onDone={onClose} />
    </LazyModal>
  );
}

function OutcomeForm({
  application,
  outcome,
  onDone,
}: {
  application: TApplication;
  outcome: TApplicationStatus;
  onDone: () => void;
}) {
  const t = useApplicationsT();
  const sentence = useSentence();
  const record = useSetApplicationStatus();
  const [message, setMessage] = useState('');
  const tooLong = message.length > APPLICATION_TEXT_LIMITS.statusMessage;
  const fieldError = isApiError(record.error) ? record.error.fields?.message : undefined;
  const send = () =>
    record.mutate(
      { applicationId: application.id, status: outcome, message: message.trim() || null },
      {
        onSuccess: () => {
          notifications.show({ color: 'pitch', message: sentence(APPLICATION_MESSAGES.statusUpdated) });
          onDone();
        },
      },
    );

  return (
    <Stack gap="md">
      <Text size="sm">{t('applications.outcome.intro')}</Text>
      <GrowingTextarea
        label={t('applications.outcome.message')}
        minRows={3}
        maxRows={10}
        value={message}
        onChange={(event) => setMessage(event.currentTarget.value)}
        error={tooLong ? sentence(APPLICATION_MESSAGES.messageTooLong) : fieldError && sentence(fieldError)}
      />
      {record.isError && !fieldError ? (
        <Alert color="red" role="alert">
          {sentence(errorMessage(record.error))}
        </Alert>
      ) : null}
      <FormActions onCancel={onDone} onConfirm={send} loading={record.isPending} disabled={tooLong}>
        {t('applications.outcome.submit')}
      </FormActions>
    </Stack>
  );
}
