import { Alert, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { isolate } from '@scouting/contract/bidi-isolate';
import { MESSAGES } from '@scouting/contract/messages';
import { ZRejectTransfermarktRequest } from '@scouting/contract/schemas/transfermarkt';
import { useState } from 'react';
import { errorMessage } from '../../../api/client.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { GrowingTextarea } from '../../../components/growing-textarea.tsx';
import { LazyModal } from '../../../components/lazy-modal.tsx';
import { useInputProps, useTransfermarktT } from '../../../i18n/areas/transfermarkt.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useRejectApplication } from '../api/review-application.ts';

type RejectModalProps = { applicationId: number; playerName: string; opened: boolean; onClose: () => void };

/** Rejects with a required reason (docs/product.md#transfermarkt), which the player reads in their notification. */
export function RejectApplicationModal({ applicationId, playerName, opened, onClose }: RejectModalProps) {
  const reject = useRejectApplication();
  const t = useTransfermarktT();
  const sentence = useSentence();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { rejectionReason: '' },
    validate: schemaResolver(ZRejectTransfermarktRequest, { sync: true }),
  });
  const inputProps = useInputProps(form);
  const close = () => {
    setFailure(null);
    form.reset();
    onClose();
  };
  const submit = form.onSubmit(({ rejectionReason }) => {
    setFailure(null);
    reject.mutate(
      { id: applicationId, rejectionReason: rejectionReason.trim() },
      {
        onSuccess: () => {
          notifications.show({
            color: 'pitch',
            message: t('transfermarkt.reject.done', { name: isolate(playerName) }),
          });
          close();
        },
        onError: (error) => setFailure(sentence(errorMessage(error))),
      },
    );
  });
  return (
    <LazyModal opened={opened} onClose={close} title={t('transfermarkt.reject.title', { name: isolate(playerName) })}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <GrowingTextarea
            label={t('transfermarkt.reject.reason')}
            description={t('transfermarkt.reject.reasonHelp')}
            required
            minRows={3}
            data-autofocus
            key={form.key('rejectionReason')}
            {...inputProps('rejectionReason')}
          />
          {failure ? (
            <Alert color="red" role="alert" title={sentence(MESSAGES.rejectFailed)}>
              {failure}
            </Alert>
          ) : null}
          <FormActions onCancel={close} color="red.9" loading={reject.isPending}>
            {t('transfermarkt.reject.button')}
          </FormActions>
        </Stack>
      </form>
    </LazyModal>
  );
}
