import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { TApplicationStatus } from '@scouting/contract/application-status';
import { opportunityNumber } from '@scouting/contract/applications';
import type { TOpportunity } from '@scouting/contract/schemas/opportunities';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ItemList } from '../../../components/item-list.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { POST_STATUS_IDS, STATUS_IDS, useApplicationsT } from '../../../i18n/areas/applications.ts';
import { applicationsQueryOptions, GROUP_PAGE_LIMIT } from '../api/get-applications.ts';
import { ownPostsQueryOptions } from '../api/get-own-posts.ts';
import type { ApplicationSlot } from './application-actions.tsx';
import { ApplicationCard } from './application-card.tsx';

type ByOpportunityProps = {
  status: TApplicationStatus | null;
  /** Only this post's group (the page's `?opportunity=`). */
  opportunityId: number | null;
  message?: ApplicationSlot;
};

/**
 * The By Opportunity view (docs/product.md#applications): the poster's posts, numbered 100000 + id, each
 * loading its own applications with its own 'Load more', so a group holds all of a post's
 * applications and not only those of the loaded page. Posts nobody applied to are left out.
 */
export function ApplicationsByOpportunity({ status, opportunityId, message }: ByOpportunityProps) {
  if (opportunityId !== null) {
    return <OpportunityGroup opportunityId={opportunityId} status={status} message={message} />;
  }
  return <PostGroups status={status} message={message} />;
}

function PostGroups({ status, message }: Omit<ByOpportunityProps, 'opportunityId'>) {
  const t = useApplicationsT();
  const posts = useInfiniteQuery(ownPostsQueryOptions());
  return (
    <PagedList
      query={posts}
      items={(data) => data.pages.flatMap((page) => page.opportunities)}
      loadingLabel={t('applications.byPost.loadingPosts')}
      loadMoreLabel={t('applications.byPost.loadMorePosts')}
      empty={<NoPosts />}
    >
      {(all) => {
        // An unknown count (a server without it) still shows the group: its own list says if it is empty.
        const withApplications = all.filter((post) => post.applicationCount !== 0);
        const without = all.length - withApplications.length;
        return (
          <Stack gap="lg">
            {withApplications.length === 0 ? <Text>{t('applications.none')}</Text> : null}
            {withApplications.map((post) => (
              <OpportunityGroup key={post.id} opportunityId={post.id} post={post} status={status} message={message} />
            ))}
            {without > 0 ? (
              <Text size="sm" c="dimmed">
                {t('applications.byPost.postsWithout', { count: without })}
              </Text>
            ) : null}
          </Stack>
        );
      }}
    </PagedList>
  );
}

function NoPosts() {
  const t = useApplicationsT();
  return (
    <Stack align="flex-start">
      <Text>{t('applications.byPost.noPosts')}</Text>
      <Button component={Link} to="/view-posts" variant="default">
        {t('applications.seeMyPosts')}
      </Button>
    </Stack>
  );
}

type GroupProps = {
  opportunityId: number;
  /** The post from the poster's list; without it the heading reads the post from its first application. */
  post?: TOpportunity;
  status: TApplicationStatus | null;
  message?: ApplicationSlot;
};

function OpportunityGroup({ opportunityId, post, status, message }: GroupProps) {
  const t = useApplicationsT();
  const pages = useInfiniteQuery(applicationsQueryOptions({ opportunityId, status }, GROUP_PAGE_LIMIT));
  const opportunity = post ?? pages.data?.pages[0]?.applications[0]?.opportunity;
  const number = String(opportunityNumber(opportunityId));
  const count = post?.applicationCount;
  const headingId = `opportunity-${opportunityId}`;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={2} size="h4" id={headingId}>
            {t('applications.opportunityNumber', { number })}
          </Title>
          {opportunity ? (
            <Badge variant="light" color={opportunity.status === 'Open' ? 'pitch' : 'gray'}>
              {t(POST_STATUS_IDS[opportunity.status])}
            </Badge>
          ) : null}
          {count === undefined ? null : (
            <Text size="sm" c="dimmed">
              {t('applications.byPost.count', { count })}
            </Text>
          )}
        </Group>
        {opportunity ? (
          <Text dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {opportunity.description}
          </Text>
        ) : null}
        <PagedList
          query={pages}
          items={(data) => data.pages.flatMap((page) => page.applications)}
          loadingLabel={t('applications.byPost.loading', { number })}
          skeletonRows={2}
          loadMoreLabel={t('applications.byPost.loadMore', { number })}
          loadMoreAlign="start"
          empty={
            <Text size="sm" c="dimmed">
              {status
                ? t('applications.byPost.noneWithStatus', { status: t(STATUS_IDS[status]) })
                : t('applications.byPost.noneYet')}
            </Text>
          }
        >
          {(items) => (
            <ItemList label={t('applications.byPost.listLabel', { number })}>
              {items.map((application) => (
                <ApplicationCard
                  key={application.id}
                  application={application}
                  showOpportunity={false}
                  message={message}
                />
              ))}
            </ItemList>
          )}
        </PagedList>
      </Stack>
    </Card>
  );
}
