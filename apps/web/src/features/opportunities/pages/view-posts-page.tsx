import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isolate } from '@scouting/contract/bidi-isolate';
import { MESSAGES } from '@scouting/contract/messages';
import { DASHBOARD_PATH } from '@scouting/contract/roles';
import type { TOpportunity } from '@scouting/contract/schemas/opportunities';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/client.ts';
import { openConfirmModal } from '../../../components/confirm-modals.tsx';
import { ItemList } from '../../../components/item-list.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { useMember } from '../../../hooks/use-member.ts';
import { useOpportunitiesT } from '../../../i18n/areas/opportunities.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { ownOpportunitiesQueryOptions } from '../api/get-own-opportunities.ts';
import { useDeleteOpportunity, useUpdateOpportunity } from '../api/update-opportunity.ts';
import { EditPostModal } from '../components/edit-post-modal.tsx';
import { OpportunitySummary } from '../components/opportunity-summary.tsx';

/**
 * `/view-posts` (docs/product.md#opportunities): the agent's, scout's or club's posts with Edit, Close ↔ Reopen and
 * Delete, and how many players applied to each, linking to those applications (docs/product.md#applications).
 */
export function ViewPostsPage() {
  const t = useOpportunitiesT();
  const member = useMember();
  const pages = useInfiniteQuery(ownOpportunitiesQueryOptions());
  const [editing, setEditing] = useState<TOpportunity | null>(null);

  return (
    <Stack gap="lg" maw={820}>
      <PageTitle>{t('opportunities.posts.title')}</PageTitle>
      <Title order={1}>{t('opportunities.posts.title')}</Title>
      <PagedList
        query={pages}
        items={(data) => data.pages.flatMap((page) => page.opportunities)}
        loadingLabel={t('opportunities.posts.loading')}
        loadMoreLabel={t('opportunities.loadMore')}
        empty={
          <Stack align="flex-start">
            <Text>{t('opportunities.posts.empty')}</Text>
            <Button component={Link} to={DASHBOARD_PATH[member.role]} variant="default">
              {t('opportunities.posts.backToDashboard')}
            </Button>
          </Stack>
        }
      >
        {(posts) => (
          <ItemList label={t('opportunities.posts.list')}>
            {posts.map((post) => (
              <PostCard key={post.id} post={post} onEdit={() => setEditing(post)} />
            ))}
          </ItemList>
        )}
      </PagedList>
      <EditPostModal opportunity={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}

function PostCard({ post, onEdit }: { post: TOpportunity; onEdit: () => void }) {
  const t = useOpportunitiesT();
  const sentence = useSentence();
  const update = useUpdateOpportunity();
  const remove = useDeleteOpportunity();
  const deleted = post.status === 'Deleted';
  const closed = post.status === 'Closed';

  const toggle = () =>
    update.mutate(
      { id: post.id, change: { status: closed ? 'Open' : 'Closed' } },
      { onError: (error) => notifications.show({ color: 'red', message: sentence(errorMessage(error)) }) },
    );
  const confirmDelete = () =>
    openConfirmModal({
      title: t('opportunities.posts.deleteTitle'),
      children: <Text>{sentence(MESSAGES.confirmDeletePost)}</Text>,
      labels: { confirm: t('opportunities.posts.delete'), cancel: t('opportunities.posts.cancel') },
      confirmProps: { color: 'red.8' },
      closeButtonProps: { 'aria-label': t('opportunities.closeDialog') },
      onConfirm: () =>
        remove.mutate(post.id, {
          onSuccess: () => notifications.show({ color: 'pitch', message: sentence(MESSAGES.postDeleted) }),
          onError: () => notifications.show({ color: 'red', message: sentence(MESSAGES.deletePostFailed) }),
        }),
    });

  return (
    <Card
      component="li"
      withBorder
      padding="md"
      aria-label={t('opportunities.posts.post', { description: isolate(post.description.slice(0, 60)) })}
    >
      <Stack gap="sm">
        <OpportunitySummary opportunity={post} showStatus />
        <ApplicantCount post={post} />
        <Group gap="xs">
          <Button variant="default" size="xs" disabled={deleted} onClick={onEdit}>
            {t('opportunities.posts.edit')}
          </Button>
          <Button variant="default" size="xs" disabled={deleted} loading={update.isPending} onClick={toggle}>
            {closed ? t('opportunities.posts.reopen') : t('opportunities.posts.close')}
          </Button>
          <Button
            color="red"
            variant="light"
            size="xs"
            disabled={deleted}
            loading={remove.isPending}
            onClick={confirmDelete}
          >
            {t('opportunities.posts.delete')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function ApplicantCount({ post }: { post: TOpportunity }) {
  const t = useOpportunitiesT();
  const count = post.applicationCount ?? 0;
  // The contract's applicantCountLabel, by each language's plural rules.
  const label = t('opportunities.posts.applicants', { count });
  if (count === 0) {
    return (
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    );
  }
  return (
    <Anchor
      component={Link}
      to={`/view-applications?opportunity=${post.id}`}
      size="sm"
      fw={500}
      // Every card has such a link: the name says whose applicants they are; it starts with what it shows.
      aria-label={t('opportunities.posts.applicantsOf', {
        applicants: label,
        description: isolate(post.description.slice(0, 60)),
      })}
      style={{ alignSelf: 'flex-start' }}
    >
      {label}
    </Anchor>
  );
}
