import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { MESSAGES, SNIPPET_LENGTH_DASHBOARD } from '@scouting/contract';
import { IconMessages } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { inboxPreviewQueryOptions } from '../api/get-conversations.ts';
import { useMessagesModal } from '../hooks/use-messages-modal.ts';
import { ConversationList } from './conversation-list.tsx';
import { MessagesModal } from './messages-modal.tsx';

/**
 * The dashboard's inbox (SPEC §2, §9): the 3 latest conversations with 35-character snippets and the
 * Open Messages button. A `?conversation=` link (the message notification's) opens that conversation.
 */
export function InboxPreview({ memberId }: { memberId: number }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const linked = Number(searchParams.get('conversation'));
  const modal = useMessagesModal(memberId, Number.isInteger(linked) && linked > 0 ? linked : null);
  const preview = useQuery(inboxPreviewQueryOptions(memberId));
  const conversations = preview.data?.conversations ?? [];

  const close = () => {
    modal.onClose();
    if (searchParams.has('conversation')) setSearchParams({}, { replace: true });
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="inbox-heading">
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Title order={2} size="h3" id="inbox-heading">
          Inbox
        </Title>
        <Button
          variant="light"
          leftSection={<IconMessages size={18} aria-hidden />}
          onClick={() => modal.open(modal.selectedId)}
        >
          Open Messages
        </Button>
      </Group>
      {preview.isPending ? (
        <Stack gap="xs" role="status" aria-label="Loading conversations">
          <Skeleton height={40} />
          <Skeleton height={40} />
          <Skeleton height={40} />
        </Stack>
      ) : preview.isError ? (
        <Stack gap="xs" align="flex-start">
          <Text>{MESSAGES.conversationsLoadFailed}</Text>
          <Button variant="default" size="xs" onClick={() => preview.refetch()}>
            Try again
          </Button>
        </Stack>
      ) : conversations.length === 0 ? (
        <Text>{MESSAGES.noConversations}</Text>
      ) : (
        <ConversationList
          label="Latest conversations"
          conversations={conversations}
          snippetLength={SNIPPET_LENGTH_DASHBOARD}
          onSelect={(conversation) => modal.open(conversation.id)}
        />
      )}
      <MessagesModal
        memberId={memberId}
        opened={modal.opened}
        onClose={close}
        selectedId={modal.selectedId}
        onSelect={modal.onSelect}
      />
    </Card>
  );
}
