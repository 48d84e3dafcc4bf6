import { Button, Grid, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MESSAGES, SNIPPET_LENGTH_MODAL } from '@scouting/contract';
import { useQuery } from '@tanstack/react-query';
import { PagedList } from '../../../components/paged-list.tsx';
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
              <PagedList
                query={list}
                items={(data) => data.conversations}
                loadingLabel="Loading conversations"
                skeletonHeight={44}
                errorText={MESSAGES.conversationsLoadFailed}
                empty={<Text>{MESSAGES.noConversations}</Text>}
              >
                {(items) => (
                  <ConversationList
                    label="Your conversations"
                    conversations={items}
                    snippetLength={SNIPPET_LENGTH_MODAL}
                    selectedId={selectedId}
                    onSelect={(conversation) => onSelect(conversation.id)}
                  />
                )}
              </PagedList>
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
