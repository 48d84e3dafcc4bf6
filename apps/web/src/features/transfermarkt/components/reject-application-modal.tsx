import { Alert, Modal, Stack, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { MESSAGES, ZRejectTransfermarktRequest } from '@scouting/contract';
import { useState } from 'react';
import { errorMessage } from '../../../api/client.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { useRejectApplication } from '../api/review-application.ts';

type RejectModalProps = { applicationId: number; playerName: string; opened: boolean; onClose: () => void };

/** Rejects with a required reason (SPEC §5), which the player reads in their notification. */
export function RejectApplicationModal({ applicationId, playerName, opened, onClose }: RejectModalProps) {
  const reject = useRejectApplication();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { rejectionReason: '' },
    validate: schemaResolver(ZRejectTransfermarktRequest, { sync: true }),
  });
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
          notifications.show({ color: 'pitch', message: `The application of ${playerName} was rejected.` });
          close();
        },
        onError: (error) => setFailure(errorMessage(error)),
      },
    );
  });
  return (
    <Modal opened={opened} onClose={close} title={`Reject the application of ${playerName}`}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Textarea
            label="Rejection reason"
            description="The player is notified with this reason."
            required
            autosize
            minRows={3}
            data-autofocus
            key={form.key('rejectionReason')}
            {...form.getInputProps('rejectionReason')}
          />
          {failure ? (
            <Alert color="red" role="alert" title={MESSAGES.rejectFailed}>
              {failure}
            </Alert>
          ) : null}
          <FormActions onCancel={close} color="red.9" loading={reject.isPending}>
            Reject
          </FormActions>
        </Stack>
      </form>
    </Modal>
  );
}
