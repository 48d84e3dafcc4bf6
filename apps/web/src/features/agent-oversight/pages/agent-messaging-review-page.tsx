import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { OVERSIGHT_MESSAGES } from '@scouting/contract/agent-oversight';
import { isolate } from '@scouting/contract/bidi-isolate';
import { MESSAGES } from '@scouting/contract/messages';
import type { TAgentConversation } from '@scouting/contract/schemas/agent-oversight';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ADMIN_OVERSIGHT_PAGES } from '../../../components/admin-pages.ts';
import { ItemList } from '../../../components/item-list.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { useAdminDate, useAdminT } from '../../../i18n/areas/admin.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { MemberProfileLink } from '../../../shared/member-profile-link.tsx';
import { agentConversationsQueryOptions } from '../api/oversight-queries.ts';

const PAGE = ADMIN_OVERSIGHT_PAGES.agentMessagingReview;

/**
 * `/agent-messaging-review` (docs/product.md#admin-pages): conversations between agents and players, those
 * with a minor first; each opens for reading, which goes on the audit log. A minor's shows no last
 * message: its words are read only by opening it.
 */
export function AgentMessagingReviewPage() {
  const pages = useInfiniteQuery(agentConversationsQueryOptions());
  const t = useAdminT();
  const sentence = useSentence();
  return (
    <Stack gap="md" maw={820}>
      <PageTitle>{t('admin.oversight.messagingTitle')}</PageTitle>
      <Title order={1}>{t('admin.oversight.messagingTitle')}</Title>
      <Text size="sm">{sentence(OVERSIGHT_MESSAGES.readingIsAudited)}</Text>
      <PagedList
        query={pages}
        items={(data) => data.pages.flatMap((page) => page.conversations)}
        loadingLabel={t('admin.oversight.loadingConversations')}
        errorText={sentence(OVERSIGHT_MESSAGES.agentConversationsLoadFailed)}
        empty={<Text>{sentence(OVERSIGHT_MESSAGES.noAgentConversations)}</Text>}
        loadMoreAlign="start"
      >
        {(conversations) => (
          <ItemList label={t('admin.oversight.conversationsList')}>
            {conversations.map((conversation) => (
              <ConversationCard key={conversation.id} conversation={conversation} />
            ))}
          </ItemList>
        )}
      </PagedList>
    </Stack>
  );
}

function ConversationCard({ conversation }: { conversation: TAgentConversation }) {
  const sentence = useSentence();
  const { agent, player } = conversation;
  const t = useAdminT();
  const formatDate = useAdminDate();
  const names = { agent: isolate(agent.fullName), player: isolate(player.fullName) };
  return (
    <Card component="li" withBorder padding="md" aria-label={t('admin.oversight.conversationLabel', names)}>
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <MemberProfileLink member={{ ...agent, role: 'Agent' }} />
          <Text span>{t('admin.oversight.with')}</Text>
          <MemberProfileLink member={{ ...player, role: 'Player' }} />
          {player.minor ? (
            <Badge variant="filled" color="red">
              {t('admin.oversight.minor')}
            </Badge>
          ) : null}
        </Group>
        {player.minor ? (
          // The server sends no words of a minor's conversation in the list: reading it is opening it.
          <Text size="sm" fs="italic">
            {t('admin.oversight.minorTextWithheld')}
          </Text>
        ) : conversation.lastMessageRemoved ? (
          <Text size="sm" fs="italic">
            {sentence(MESSAGES.messageRemovedByAdmin)}
          </Text>
        ) : conversation.lastMessage ? (
          <Text dir="auto" size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {conversation.lastMessage}
          </Text>
        ) : null}
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="xs" c="dimmed">
            {t('admin.oversight.lastMessage', { date: formatDate(conversation.lastMessageAt) })}
          </Text>
          <Anchor component={Link} to={`${PAGE.path}/${conversation.id}`} fw={600}>
            {t('admin.oversight.read', names)}
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}
