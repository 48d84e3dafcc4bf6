import { Alert, Box, Button, Group, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import { isolate } from '@scouting/contract/bidi-isolate';
import { MESSAGES } from '@scouting/contract/messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../api/client.ts';
import { UserText } from '../../../components/user-text.tsx';
import { useMessagingT } from '../../../i18n/areas/messaging.ts';
import { useDateTimeFormat } from '../../../i18n/intl-formats.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { ReportButton } from '../../../shared/report-button.tsx';
import { getMessages, mergeMessages, type Thread, threadQueryOptions } from '../api/get-messages.ts';
import { messagingKeys } from '../api/query-keys.ts';
import classes from './messaging.module.css';

type MessageThreadProps = { conversationId: number; partnerName: string; memberId: number; opened: boolean };

/** The messages of one conversation, oldest at the top, following new ones as they arrive. */
export function MessageThread({ conversationId, partnerName, memberId, opened }: MessageThreadProps) {
  const t = useMessagingT();
  const sentence = useSentence();
  const timeFormat = useDateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });
  const queryClient = useQueryClient();
  const thread = useQuery(threadQueryOptions(queryClient, conversationId, opened));
  const viewport = useRef<HTMLDivElement>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderFailed, setOlderFailed] = useState(false);
  const lastId = thread.data?.messages.at(-1)?.id;

  // Follow the conversation: a new last message scrolls into view (older pages do not change it).
  useEffect(() => {
    if (lastId !== undefined) viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [lastId]);

  const loadOlder = async () => {
    const olderCursor = thread.data?.olderCursor;
    if (!olderCursor) return;
    setLoadingOlder(true);
    setOlderFailed(false);
    try {
      const page = await getMessages(conversationId, { cursor: olderCursor });
      queryClient.setQueryData<Thread>(messagingKeys.thread(conversationId), (held) =>
        mergeMessages(held, page.messages, page.nextCursor),
      );
    } catch {
      setOlderFailed(true);
    } finally {
      setLoadingOlder(false);
    }
  };

  if (thread.isPending) {
    return (
      <Stack gap="xs" aria-label={t('messaging.thread.loading')} role="status">
        <Skeleton height={36} width="70%" />
        <Skeleton height={36} width="60%" ms="auto" />
        <Skeleton height={36} width="50%" />
      </Stack>
    );
  }
  if (thread.isError) {
    return (
      <Alert color="red" role="alert">
        {sentence(MESSAGES.messagesLoadFailed)} {sentence(errorMessage(thread.error))}
      </Alert>
    );
  }
  const { messages, olderCursor } = thread.data;
  return (
    <ScrollArea.Autosize mah="50vh" viewportRef={viewport} type="auto" offsetScrollbars>
      <Stack gap="xs">
        {olderCursor ? (
          <Group justify="center">
            <Button variant="subtle" size="xs" onClick={loadOlder} loading={loadingOlder}>
              {t('messaging.thread.loadOlder')}
            </Button>
          </Group>
        ) : null}
        {olderFailed ? <Text size="sm">{sentence(MESSAGES.messagesLoadFailed)}</Text> : null}
        {messages.length === 0 ? <Text c="dimmed">{sentence(MESSAGES.noMessages)}</Text> : null}
        <Stack
          component="ol"
          gap="xs"
          className={classes.thread}
          aria-label={t('messaging.thread.with', { name: isolate(partnerName) })}
        >
          {messages.map((message) => {
            const mine = message.sender_id === memberId;
            const { removed } = message;
            return (
              <Box
                component="li"
                key={message.id}
                className={mine ? `${classes.bubble} ${classes.mine}` : classes.bubble}
              >
                <Text size="xs" c="dimmed">
                  {mine ? t('messaging.thread.you') : <bdi>{partnerName}</bdi>} ·{' '}
                  {timeFormat.format(new Date(message.created_at))}
                </Text>
                {removed ? (
                  <Text size="sm">{sentence(MESSAGES.messageRemovedByAdmin)}</Text>
                ) : (
                  <UserText size="sm">{message.message}</UserText>
                )}
                {mine || removed ? null : (
                  <ReportButton
                    subjectType="message"
                    subjectId={message.id}
                    label={t('messaging.thread.report', { name: isolate(partnerName) })}
                    size="compact-xs"
                  />
                )}
              </Box>
            );
          })}
        </Stack>
      </Stack>
    </ScrollArea.Autosize>
  );
}
