import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { OVERSIGHT_MESSAGES } from '@scouting/contract/agent-oversight';
import { isolate } from '@scouting/contract/bidi-isolate';
import type { TAgentPost } from '@scouting/contract/schemas/agent-oversight';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ItemList } from '../../../components/item-list.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { ADMIN_POST_STATUS_IDS, useAdminDate, useAdminT } from '../../../i18n/areas/admin.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { MemberProfileLink } from '../../../shared/member-profile-link.tsx';
import { agentPostsQueryOptions } from '../api/oversight-queries.ts';

/** `/opportunities-posted-by-agents` (docs/product.md#admin-pages): every agent's post with its applicant count. */
export function AgentPostsPage() {
  const pages = useInfiniteQuery(agentPostsQueryOptions());
  const t = useAdminT();
  const sentence = useSentence();
  return (
    <Stack gap="md" maw={820}>
      <PageTitle>{t('admin.oversight.postsTitle')}</PageTitle>
      <Title order={1}>{t('admin.oversight.postsTitle')}</Title>
      <PagedList
        query={pages}
        items={(data) => data.pages.flatMap((page) => page.posts)}
        loadingLabel={t('admin.oversight.loadingPosts')}
        errorText={sentence(OVERSIGHT_MESSAGES.agentPostsLoadFailed)}
        empty={<Text>{sentence(OVERSIGHT_MESSAGES.noAgentPosts)}</Text>}
        loadMoreAlign="start"
      >
        {(posts) => (
          <ItemList label={t('admin.oversight.postsList')}>
            {posts.map((post) => (
              <AgentPostCard key={post.id} post={post} />
            ))}
          </ItemList>
        )}
      </PagedList>
    </Stack>
  );
}

function AgentPostCard({ post }: { post: TAgentPost }) {
  const t = useAdminT();
  const formatDate = useAdminDate(true);
  const applicants = t('admin.oversight.applicants', { count: post.applicantCount });
  return (
    <Card
      component="li"
      withBorder
      padding="md"
      aria-label={t('admin.oversight.postLabel', { name: isolate(post.postedBy.fullName), applicants })}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <MemberProfileLink member={{ ...post.postedBy, role: 'Agent' }} />
          <Group gap="xs">
            <Badge variant="filled" color={post.applicantCount > 0 ? 'blue' : 'gray'}>
              {applicants}
            </Badge>
            <Badge variant="outline">{t(ADMIN_POST_STATUS_IDS[post.status])}</Badge>
            {post.hidden ? (
              <Badge variant="filled" color="red">
                {t('admin.oversight.hidden')}
              </Badge>
            ) : null}
          </Group>
        </Group>
        <Text dir="auto" size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {post.description}
        </Text>
        <Text size="xs" c="dimmed">
          {t('admin.oversight.posted', { date: formatDate(post.createdAt) })}
        </Text>
      </Stack>
    </Card>
  );
}
