import { Button, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { SNIPPET_LENGTH_MODAL } from '@scouting/contract/constants';
import { MESSAGES } from '@scouting/contract/messages';
import { useQuery } from '@tanstack/react-query';
import { LazyModal } from '../../../components/lazy-modal.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { PHONE_QUERY, useMediaQueryNow } from '../../../hooks/use-media-query-now.ts';
import { useMessagingT } from '../../../i18n/areas/messaging.ts';
import { useSentence } from '../../../i18n/sentences.ts';
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

/** The messaging modal (docs/product.md#every-members-pages): the conversation list (40-character snippets), the thread and a send box. */
export function MessagesModal({ memberId, opened, onClose, selectedId, onSelect }: MessagesModalProps) {
  const t = useMessagingT();
  const sentence = useSentence();
  const phone = useMediaQueryNow(PHONE_QUERY);
  const list = useQuery(modalConversationsQueryOptions(memberId, opened));
  const conversations = list.data?.conversations ?? [];
  const selected = conversations.find((conversation) => conversation.id === selectedId) ?? null;
  // On a phone the list and the thread take turns; on wider screens they sit side by side.
  const showList = !phone || selectedId === null;
  const showThread = !phone || selectedId !== null;

  return (
    <LazyModal
      opened={opened}
      onClose={onClose}
      title={t('messaging.modal.title')}
      size="xl"
      fullScreen={phone ?? false}
      closeButtonProps={{ 'aria-label': t('messaging.modal.close') }}
    >
      <Grid gap="md">
        {showList ? (
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack component="section" gap="xs" aria-label={t('messaging.modal.conversations')}>
              <PagedList
                query={list}
                items={(data) => data.conversations}
                loadingLabel={t('messaging.loadingConversations')}
                skeletonHeight={44}
                errorText={sentence(MESSAGES.conversationsLoadFailed)}
                empty={<Text>{sentence(MESSAGES.noConversations)}</Text>}
              >
                {(items) => (
                  <ConversationList
                    label={t('messaging.modal.yours')}
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
            <Stack component="section" gap="sm" aria-label={t('messaging.modal.conversation')}>
              {phone ? (
                <Button variant="subtle" onClick={() => onSelect(null)} style={{ alignSelf: 'flex-start' }}>
                  {t('messaging.modal.all')}
                </Button>
              ) : null}
              {selected ? (
                <>
                  <Title order={2} size="h4">
                    <bdi>{selected.partnerName}</bdi>
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
                <Text c="dimmed">{sentence(MESSAGES.selectConversation)}</Text>
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
    </LazyModal>
  );
}
