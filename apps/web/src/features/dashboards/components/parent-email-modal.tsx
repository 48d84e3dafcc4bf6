import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { MESSAGES, ZParentEmailRequest } from '@scouting/contract';
import { useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { EmailInput } from '../../../components/text-inputs.tsx';
import { useSetParentEmail } from '../api/set-parent-email.ts';

type ParentEmailModalProps = { playerId: number; opened: boolean };

// The overlay blocks the dashboard until it is answered (SPEC §4), so nothing closes it but success.
const stayOpen = () => undefined;

/** SPEC §4 "Player age": a minor without a parent e-mail must give one before going on. */
export function ParentEmailModal({ playerId, opened }: ParentEmailModalProps) {
  const setParentEmail = useSetParentEmail();
  const [failed, setFailed] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { parentEmail: '' },
    validate: schemaResolver(ZParentEmailRequest, { sync: true }),
  });

  const submit = form.onSubmit(({ parentEmail }) => {
    setFailed(false);
    setParentEmail.mutate(
      { playerId, parentEmail: parentEmail.trim() },
      {
        onSuccess: ({ message }) =>
          notifications.show({ color: 'pitch', message: message || MESSAGES.parentEmailSubmitted }),
        // The server's word on the address itself (e.g. the child's own, issue 27 §4) goes under the field.
        onError: (error) => {
          const fieldError = error instanceof ApiError ? error.fields?.parentEmail : undefined;
          if (fieldError) form.setFieldError('parentEmail', fieldError);
          else setFailed(true);
        },
      },
    );
  });

  return (
    <Modal
      opened={opened}
      onClose={stayOpen}
      title="Parent or guardian e-mail"
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      centered
      styles={{ title: { fontWeight: 700 } }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text>{MESSAGES.parentEmailNeeded}</Text>
          <EmailInput
            label="Parent e-mail"
            autoComplete="off"
            data-autofocus
            key={form.key('parentEmail')}
            {...form.getInputProps('parentEmail')}
          />
          {failed ? (
            <Alert color="red" role="alert">
              {MESSAGES.parentEmailFailed}
            </Alert>
          ) : null}
          <Button type="submit" fullWidth loading={setParentEmail.isPending}>
            Submit
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
