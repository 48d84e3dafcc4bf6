import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { opportunityNumber, type TApplicationStatus, type TOpportunity } from '@scouting/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ItemList } from '../../../components/item-list.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
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
 * The By Opportunity view (SPEC §2, §9; issue 26 §5): the poster's posts, numbered 100000 + id, each
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
  const posts = useInfiniteQuery(ownPostsQueryOptions());
  return (
    <PagedList
      query={posts}
      items={(data) => data.pages.flatMap((page) => page.opportunities)}
      loadingLabel="Loading your posts"
      loadMoreLabel="Load more posts"
      empty={<NoPosts />}
    >
      {(all) => {
        // An unknown count (a server without it) still shows the group: its own list says if it is empty.
        const withApplications = all.filter((post) => post.applicationCount !== 0);
        const without = all.length - withApplications.length;
        return (
          <Stack gap="lg">
            {withApplications.length === 0 ? (
              <Text>No applications yet. Players' applications to your posts will appear here.</Text>
            ) : null}
            {withApplications.map((post) => (
              <OpportunityGroup key={post.id} opportunityId={post.id} post={post} status={status} message={message} />
            ))}
            {without > 0 ? (
              <Text size="sm" c="dimmed">
                {without === 1
                  ? '1 of your posts has no applications yet and is not shown.'
                  : `${without} of your posts have no applications yet and are not shown.`}
              </Text>
            ) : null}
          </Stack>
        );
      }}
    </PagedList>
  );
}

function NoPosts() {
  return (
    <Stack align="flex-start">
      <Text>You have not posted an opportunity yet. Applications to your posts will appear here by post.</Text>
      <Button component={Link} to="/view-posts" variant="default">
        See my posts
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
  const pages = useInfiniteQuery(applicationsQueryOptions({ opportunityId, status }, GROUP_PAGE_LIMIT));
  const opportunity = post ?? pages.data?.pages[0]?.applications[0]?.opportunity;
  const number = opportunityNumber(opportunityId);
  const count = post?.applicationCount;
  const headingId = `opportunity-${opportunityId}`;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={2} size="h4" id={headingId}>
            Opportunity #{number}
          </Title>
          {opportunity ? (
            <Badge variant="light" color={opportunity.status === 'Open' ? 'pitch' : 'gray'}>
              {opportunity.status}
            </Badge>
          ) : null}
          {count === undefined ? null : (
            <Text size="sm" c="dimmed">
              {count} {count === 1 ? 'application' : 'applications'}
            </Text>
          )}
        </Group>
        {opportunity ? <Text style={{ overflowWrap: 'anywhere' }}>{opportunity.description}</Text> : null}
        <PagedList
          query={pages}
          items={(data) => data.pages.flatMap((page) => page.applications)}
          loadingLabel={`Loading applications to opportunity #${number}`}
          skeletonRows={2}
          loadMoreLabel={`Load more applications to #${number}`}
          loadMoreAlign="start"
          empty={
            <Text size="sm" c="dimmed">
              {status ? `No ${status} applications to this post.` : 'No applications to this post yet.'}
            </Text>
          }
        >
          {(items) => (
            <ItemList label={`Applications to opportunity #${number}`}>
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
