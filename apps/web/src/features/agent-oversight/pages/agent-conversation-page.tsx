import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { OVERSIGHT_MESSAGES } from '@scouting/contract/agent-oversight';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ADMIN_OVERSIGHT_PAGES } from '../../../components/admin-pages.ts';
import { ItemList } from '../../../components/item-list.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { useAdminDate, useAdminT } from '../../../i18n/areas/admin.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { MemberProfileLink } from '../../../shared/member-profile-link.tsx';
import { agentConversationQueryOptions } from '../api/oversight-queries.ts';

const REVIEW = ADMIN_OVERSIGHT_PAGES.agentMessagingReview;

/** `/agent-messaging-review/:conversationId` (docs/product.md#admin-pages): an admin reads one conversation, oldest first. */
export function AgentConversationPage() {
  const id = Number(useParams().conversationId);
  const pages = useInfiniteQuery({ ...agentConversationQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
  const conversation = pages.data?.pages[0]?.conversation;
  const t = useAdminT();
  const sentence = useSentence();
  const formatDate = useAdminDate();
  const title = t('admin.oversight.conversationTitle');
  const names = conversation
    ? { [conversation.agent.id]: conversation.agent.fullName, [conversation.player.id]: conversation.player.fullName }
    : {};
  return (
    <Stack gap="md" maw={820}>
      <PageTitle>{title}</PageTitle>
      <Anchor component={Link} to={REVIEW.path} size="sm">
        {t('admin.oversight.backTo', { page: t('admin.oversight.messagingTitle') })}
      </Anchor>
      <Title order={1}>{title}</Title>
      {conversation ? (
        <Group gap="xs" wrap="wrap">
          <MemberProfileLink member={{ ...conversation.agent, role: 'Agent' }} />
          <Text span>{t('admin.oversight.with')}</Text>
          <MemberProfileLink member={{ ...conversation.player, role: 'Player' }} />
          {conversation.player.minor ? (
            <Badge variant="filled" color="red">
              {t('admin.oversight.minor')}
            </Badge>
          ) : null}
        </Group>
      ) : null}
      <Text size="sm">{sentence(OVERSIGHT_MESSAGES.readingIsAudited)}</Text>
      <PagedList
        query={pages}
        items={(data) => data.pages.flatMap((page) => page.messages)}
        loadingLabel={t('admin.oversight.loadingMessages')}
        errorText={sentence(OVERSIGHT_MESSAGES.conversationLoadFailed)}
        empty={<Text>{t('admin.oversight.noMessages')}</Text>}
        loadMoreAlign="start"
      >
        {(messages) => (
          <ItemList label={t('admin.oversight.messagesList')} ordered>
            {messages.map((message) => (
              <Card component="li" key={message.id} withBorder padding="sm">
                <Stack gap={4}>
                  <Group gap="xs" wrap="wrap">
                    <Text fw={600} size="sm">
                      {names[message.senderId] ?? t('admin.oversight.unknownMember')}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatDate(message.createdAt)}
                    </Text>
                    {message.hidden ? (
                      <Badge variant="filled" color="red">
                        {t('admin.oversight.hiddenAfterReport')}
                      </Badge>
                    ) : null}
                  </Group>
                  <Text dir="auto" size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {message.message}
                  </Text>
                </Stack>
              </Card>
            ))}
          </ItemList>
        )}
      </PagedList>
    </Stack>
  );
}
