import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  APPLICATION_MESSAGES,
  APPLICATION_TEXT_LIMITS,
  DECLINE_TEMPLATES,
  type TApplication,
} from '@scouting/contract';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../../api/client.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { useSetApplicationStatus } from '../api/set-application-status.ts';

type DeclineModalProps = { application: TApplication; opened: boolean; onClose: () => void };

/** Decline with kind words (issue 26 §1): a template fills the message, the poster edits it before sending. */
export function DeclineModal({ application, opened, onClose }: DeclineModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Decline ${application.player.fullName}'s application`}
      centered
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      {opened ? <DeclineForm application={application} onDone={onClose} /> : null}
    </Modal>
  );
}

function DeclineForm({ application, onDone }: { application: TApplication; onDone: () => void }) {
  const decline = useSetApplicationStatus();
  const [message, setMessage] = useState('');
  const tooLong = message.length > APPLICATION_TEXT_LIMITS.statusMessage;
  const fieldError = isApiError(decline.error) ? decline.error.fields?.message : undefined;
  const send = () =>
    decline.mutate(
      { applicationId: application.id, status: 'Declined', message: message.trim() || null },
      {
        onSuccess: () => {
          notifications.show({ color: 'pitch', message: APPLICATION_MESSAGES.statusUpdated });
          onDone();
        },
      },
    );

  return (
    <Stack gap="md">
      <Text size="sm">Start from a template, then change what you like. The player reads this message.</Text>
      <Group gap="xs" role="group" aria-label="Message templates">
        {DECLINE_TEMPLATES.map((template) => (
          <Button
            key={template.label}
            size="compact-sm"
            variant={message === template.text ? 'filled' : 'light'}
            aria-pressed={message === template.text}
            onClick={() => setMessage(template.text)}
          >
            {template.label}
          </Button>
        ))}
      </Group>
      <Textarea
        label="Message to the player (optional)"
        autosize
        minRows={4}
        maxRows={10}
        value={message}
        onChange={(event) => setMessage(event.currentTarget.value)}
        error={tooLong ? APPLICATION_MESSAGES.messageTooLong : fieldError}
      />
      {decline.isError && !fieldError ? (
        <Alert color="red" role="alert">
          {errorMessage(decline.error)}
        </Alert>
      ) : null}
      <FormActions onCancel={onDone} onConfirm={send} loading={decline.isPending} disabled={tooLong} color="red">
        Decline
      </FormActions>
    </Stack>
  );
}
