import { Alert, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isolate } from '@scouting/contract/bidi-isolate';
import { MESSAGES } from '@scouting/contract/messages';
import { UNDERAGE_REQUEST_MESSAGE_MAX_LENGTH } from '@scouting/contract/underage';
import { useState } from 'react';
import { isApiError } from '../../../api/client.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { GrowingTextarea } from '../../../components/growing-textarea.tsx';
import { LazyModal } from '../../../components/lazy-modal.tsx';
import { useMessagingT } from '../../../i18n/areas/messaging.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useSendUnderageRequest } from '../api/send-underage-request.ts';

type UnderageBlockModalProps = {
  opened: boolean;
  onClose: () => void;
  agentId: number;
  playerId: number;
  playerName: string;
};

/** Messaging an underage player (docs/product.md#contact-requests): blocked by a modal that sends a request to the admins. */
export function UnderageBlockModal({ opened, onClose, agentId, playerId, playerName }: UnderageBlockModalProps) {
  const t = useMessagingT();
  const sentence = useSentence();
  const request = useSendUnderageRequest();
  // The agent's words reach the admins and, once approved, the parent (docs/product.md#contact-requests).
  const [message, setMessage] = useState('');
  const tooLong = message.length > UNDERAGE_REQUEST_MESSAGE_MAX_LENGTH;
  const close = () => {
    request.reset();
    setMessage('');
    onClose();
  };
  const send = () =>
    request.mutate(
      { agentId, playerId, message: message.trim() || null },
      {
        onSuccess: () => {
          notifications.show({ color: 'pitch', message: sentence(MESSAGES.underageRequestSent) });
          close();
        },
      },
    );
  // The server's error when it gave one, else the contract's sentence.
  const failure = sentence(
    request.isError && isApiError(request.error) && request.error.status > 0 && request.error.status < 500
      ? request.error.message
      : MESSAGES.underageRequestFailed,
  );

  return (
    <LazyModal
      opened={opened}
      onClose={close}
      title={t('messaging.underage.title', { name: isolate(playerName) })}
      centered
    >
      <Stack gap="md">
        <Text>{sentence(MESSAGES.underageApprovalRequired)}</Text>
        <Text>{t('messaging.underage.intro')}</Text>
        <GrowingTextarea
          label={sentence(MESSAGES.underageRequestMessageLabel)}
          description={t('messaging.underage.messageHelp')}
          minRows={3}
          maxLength={UNDERAGE_REQUEST_MESSAGE_MAX_LENGTH}
          value={message}
          error={tooLong ? sentence(MESSAGES.underageRequestMessageTooLong) : undefined}
          onChange={(event) => setMessage(event.currentTarget.value)}
        />
        {request.isError ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <FormActions onCancel={close} onConfirm={send} loading={request.isPending} disabled={tooLong}>
          {t('messaging.underage.submit')}
        </FormActions>
      </Stack>
    </LazyModal>
  );
}
