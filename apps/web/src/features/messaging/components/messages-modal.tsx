import { Alert, Button, Grid, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MESSAGES, SNIPPET_LENGTH_MODAL } from '@scouting/contract';
import { useQuery } from '@tanstack/react-query';
import { modalConversationsQueryOptions } from '../api/get-conversations.ts';
import { ConversationList } from './conversation-list.tsx';
import { MessageThread } from './message-thread.tsx';
import { ThreadReply } from './thread-reply.tsx';

type MessagesModalProps = {
  memberId: number;
  opened: boolean;
  onClose: () => void;
  selectedId: number | null;
  onSelect: (conversationId: number | null) => void;
};

/** SPEC §2 "Messaging modal": the conversation list (40-character snippets), the thread and a send box. */
export function MessagesModal({ memberId, opened, onClose, selectedId, onSelect }: MessagesModalProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  const list = useQuery(modalConversationsQueryOptions(memberId, opened));
  const conversations = list.data?.conversations ?? [];
  const selected = conversations.find((conversation) => conversation.id === selectedId) ?? null;
  // On a phone the list and the thread take turns; on wider screens they sit side by side.
  const showList = !phone || selectedId === null;
  const showThread = !phone || selectedId !== null;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Messages"
      size="xl"
      fullScreen={phone ?? false}
      closeButtonProps={{ 'aria-label': 'Close messages' }}
    >
      <Grid gap="md">
        {showList ? (
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack component="section" gap="xs" aria-label="Conversations">
              {list.isPending ? (
                <Stack gap="xs" role="status" aria-label="Loading conversations">
                  <Skeleton height={44} />
                  <Skeleton height={44} />
                  <Skeleton height={44} />
                </Stack>
              ) : list.isError ? (
                <Alert color="red" role="alert">
                  {MESSAGES.conversationsLoadFailed}
                </Alert>
              ) : conversations.length === 0 ? (
                <Text>{MESSAGES.noConversations}</Text>
              ) : (
                <ConversationList
                  label="Your conversations"
                  conversations={conversations}
                  snippetLength={SNIPPET_LENGTH_MODAL}
                  selectedId={selectedId}
                  onSelect={(conversation) => onSelect(conversation.id)}
                />
              )}
            </Stack>
          </Grid.Col>
        ) : null}
        {showThread ? (
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack component="section" gap="sm" aria-label="Conversation">
              {phone ? (
                <Button variant="subtle" onClick={() => onSelect(null)} style={{ alignSelf: 'flex-start' }}>
                  All conversations
                </Button>
              ) : null}
              {selected ? (
                <>
                  <Title order={2} size="h4">
                    {selected.partnerName}
                  </Title>
                  <MessageThread
                    conversationId={selected.id}
                    partnerName={selected.partnerName}
                    memberId={memberId}
                    opened={opened}
                  />
                </>
              ) : selectedId !== null && list.isPending ? (
                <Skeleton height={120} />
              ) : (
                <Text c="dimmed">{MESSAGES.selectConversation}</Text>
              )}
              <ThreadReply
                key={selected?.id ?? 'none'}
                conversationId={selected?.id ?? null}
                memberId={memberId}
                opened={opened}
              />
            </Stack>
          </Grid.Col>
        ) : null}
      </Grid>
    </Modal>
  );
}
