import { Button, Card, Group, Text, Title } from '@mantine/core';
import { SNIPPET_LENGTH_DASHBOARD } from '@scouting/contract/constants';
import { MESSAGES } from '@scouting/contract/messages';
import { IconMessages } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { INBOX_PARAM } from '../../../components/member-places.ts';
import { PagedList } from '../../../components/paged-list.tsx';
import { useMessagingT } from '../../../i18n/areas/messaging.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { inboxPreviewQueryOptions } from '../api/get-conversations.ts';
import { useMessagesModal } from '../hooks/use-messages-modal.ts';
import { ConversationList } from './conversation-list.tsx';
import { MessagesModal } from './messages-modal.tsx';

/**
 * The dashboard's inbox (docs/product.md#every-members-pages): the 3 latest conversations with 35-character snippets and the
 * Open Messages button. A `?conversation=` link (the message notification's) opens that conversation, an `?inbox`
 * link (the phone's bottom bar, components/member-places.ts) the list of conversations.
 */
export function InboxPreview({ memberId }: { memberId: number }) {
  const t = useMessagingT();
  const sentence = useSentence();
  const [searchParams, setSearchParams] = useSearchParams();
  const linked = Number(searchParams.get('conversation'));
  const modal = useMessagesModal(memberId, Number.isInteger(linked) && linked > 0 ? linked : null);
  const preview = useQuery(inboxPreviewQueryOptions(memberId));
  // Read on every render, not once: the bar's link may come while the dashboard is already shown.
  const inboxAsked = searchParams.has(INBOX_PARAM);

  const close = () => {
    modal.onClose();
    if (searchParams.has('conversation') || inboxAsked) setSearchParams({}, { replace: true });
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="inbox-heading">
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Title order={2} size="h3" id="inbox-heading">
          {t('messaging.inbox.title')}
        </Title>
        <Button
          variant="light"
          leftSection={<IconMessages size={18} aria-hidden />}
          onClick={() => modal.open(modal.selectedId)}
        >
          {t('messaging.inbox.open')}
        </Button>
      </Group>
      <PagedList
        query={preview}
        items={(data) => data.conversations}
        loadingLabel={t('messaging.loadingConversations')}
        skeletonHeight={40}
        errorText={sentence(MESSAGES.conversationsLoadFailed)}
        empty={<Text>{sentence(MESSAGES.noConversations)}</Text>}
      >
        {(conversations) => (
          <ConversationList
            label={t('messaging.inbox.latest')}
            conversations={conversations}
            snippetLength={SNIPPET_LENGTH_DASHBOARD}
            onSelect={(conversation) => modal.open(conversation.id)}
          />
        )}
      </PagedList>
      <MessagesModal
        memberId={memberId}
        opened={modal.opened || inboxAsked}
        onClose={close}
        selectedId={modal.selectedId}
        onSelect={modal.onSelect}
      />
    </Card>
  );
}
