import { Alert, Button, Group, Stack } from '@mantine/core';
import { MESSAGES } from '@scouting/contract/messages';
import { isSendableMessage, MESSAGE_MAX_LENGTH } from '@scouting/contract/messaging';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { isApiError } from '../../../api/client.ts';
import { GrowingTextarea } from '../../../components/growing-textarea.tsx';
import { useMessagingT } from '../../../i18n/areas/messaging.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useSendMessage } from '../api/send-message.ts';

type SendBoxProps = { conversationId: number | null; memberId: number };

/** An empty (after trimming) message, or one without a conversation, is not sent. */
export function SendBox({ conversationId, memberId }: SendBoxProps) {
  const t = useMessagingT();
  const sentence = useSentence();
  const [text, setText] = useState('');
  const send = useSendMessage();
  const canSend = conversationId !== null && isSendableMessage(text) && !send.isPending;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (conversationId === null || !isSendableMessage(text) || send.isPending) return;
    send.mutate({ conversationId, senderId: memberId, message: text.trim() }, { onSuccess: () => setText('') });
  };

  // Enter sends, Shift+Enter starts a new line (the usual chat keys).
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  return (
    <form onSubmit={submit}>
      <Stack gap="xs">
        {send.isError ? (
          <Alert color="red" role="alert">
            {sentence(
              isApiError(send.error) && send.error.status > 0 && send.error.status < 500
                ? send.error.message
                : MESSAGES.messageSendFailed,
            )}
          </Alert>
        ) : null}
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <GrowingTextarea
            label={t('messaging.send.label')}
            placeholder={t('messaging.send.placeholder')}
            minRows={1}
            maxRows={5}
            maxLength={MESSAGE_MAX_LENGTH}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            disabled={conversationId === null}
            style={{ flex: 1 }}
          />
          <Button type="submit" disabled={!canSend} loading={send.isPending}>
            {t('messaging.send.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
