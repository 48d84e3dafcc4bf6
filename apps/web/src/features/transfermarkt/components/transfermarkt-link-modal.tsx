import { Alert, Modal, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { MESSAGES, ZTransfermarktUrlRequest } from '@scouting/contract';
import { useState } from 'react';
import { errorMessage } from '../../../api/client.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { useSetTransfermarktLink } from '../api/set-transfermarkt-link.ts';

type LinkModalProps = { playerId: number; currentUrl: string | null; opened: boolean; onClose: () => void };

/** Adds or edits the external profile link (SPEC §5: it must start with http). */
export function TransfermarktLinkModal({ playerId, currentUrl, opened, onClose }: LinkModalProps) {
  const mode = currentUrl ? 'edit' : 'add';
  const setLink = useSetTransfermarktLink();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { transfermarktUrl: currentUrl ?? '' },
    validate: schemaResolver(ZTransfermarktUrlRequest, { sync: true }),
  });

  const close = () => {
    setFailure(null);
    form.reset();
    onClose();
  };

  const submit = form.onSubmit(({ transfermarktUrl }) => {
    setFailure(null);
    setLink.mutate(
      { playerId, url: transfermarktUrl.trim(), mode },
      {
        onSuccess: () => {
          notifications.show({ color: 'pitch', message: 'Your Transfermarkt link is saved.' });
          close();
        },
        onError: (error) => setFailure(errorMessage(error)),
      },
    );
  });

  return (
    <Modal opened={opened} onClose={close} title={mode === 'add' ? 'Add Transfermarkt' : 'Edit Transfermarkt link'}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Transfermarkt link"
            description="The address of your profile, starting with http"
            type="url"
            placeholder="https://www.transfermarkt.com/…"
            required
            data-autofocus
            key={form.key('transfermarktUrl')}
            {...form.getInputProps('transfermarktUrl')}
          />
          {failure ? (
            <Alert
              color="red"
              role="alert"
              title={mode === 'add' ? MESSAGES.saveLinkFailed : MESSAGES.updateLinkFailed}
            >
              {failure}
            </Alert>
          ) : null}
          <FormActions onCancel={close} loading={setLink.isPending}>
            Save
          </FormActions>
        </Stack>
      </form>
    </Modal>
  );
}
