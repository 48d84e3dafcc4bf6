import { Button, Card, Group, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { APPLICATION_STATUSES, opportunityNumber, type TApplicationStatus } from '@scouting/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { applicationsQueryOptions } from '../api/get-applications.ts';
import type { ApplicationSlot } from '../components/application-actions.tsx';
import { ApplicationCards } from '../components/application-card.tsx';
import { ApplicationsByOpportunity } from '../components/applications-by-opportunity.tsx';
import { ApplicationsTable } from '../components/applications-table.tsx';

const VIEWS = ['Modern', 'Table', 'By Opportunity'] as const;
type View = (typeof VIEWS)[number];
const ALL = 'all';

function readStatus(value: string | null): TApplicationStatus | null {
  return APPLICATION_STATUSES.find((status) => status === value) ?? null;
}

function readId(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * `/view-applications` (SPEC §2): applications to the signed-in agent's, scout's or club's posts in
 * three views (issue 18 §4), each with its status and the poster's answers (issue 26 §5), narrowed
 * by `?opportunity=` (a post's applications) and `?status=`. The page in `pages/` adds the Message
 * button, which belongs to messaging.
 */
export function ViewApplicationsPage({ message }: { message?: ApplicationSlot }) {
  const [view, setView] = useState<View>('Modern');
  const [searchParams, setSearchParams] = useSearchParams();
  const status = readStatus(searchParams.get('status'));
  const opportunityId = readId(searchParams.get('opportunity'));

  const setFilter = (name: 'status' | 'opportunity', value: string | null) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="lg" maw={1000}>
      <PageTitle>Applications</PageTitle>
      <Title order={1}>Applications</Title>
      {opportunityId !== null ? (
        <PostFilter opportunityId={opportunityId} onClear={() => setFilter('opportunity', null)} />
      ) : null}
      <Group gap="md" align="flex-end">
        <SegmentedControl
          aria-label="View"
          data={[...VIEWS]}
          value={view}
          onChange={(value) => setView(value as View)}
          style={{ maxWidth: '100%' }}
        />
        <Select
          label="Status"
          data={[{ value: ALL, label: 'All statuses' }, ...APPLICATION_STATUSES]}
          value={status ?? ALL}
          onChange={(value) => setFilter('status', value === ALL ? null : value)}
          allowDeselect={false}
          w={200}
        />
      </Group>
      {view === 'By Opportunity' ? (
        <ApplicationsByOpportunity status={status} opportunityId={opportunityId} message={message} />
      ) : (
        <ApplicationList view={view} status={status} opportunityId={opportunityId} message={message} />
      )}
    </Stack>
  );
}

/** Which post the list is narrowed to (`?opportunity=`): its number, its words once an application shows them, and the way back. */
function PostFilter({ opportunityId, onClear }: { opportunityId: number; onClear: () => void }) {
  const first = useInfiniteQuery(applicationsQueryOptions({ opportunityId }, 1));
  const post = first.data?.pages[0]?.applications[0]?.opportunity;
  return (
    <Card withBorder padding="sm" component="section" aria-label="Post filter">
      <Stack gap="xs" align="flex-start">
        <Text fw={600}>Opportunity #{opportunityNumber(opportunityId)}</Text>
        {post ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {post.description}
          </Text>
        ) : null}
        <Text size="sm" c="dimmed">
          Only the applications to this post are shown.
        </Text>
        <Button size="compact-sm" variant="default" onClick={onClear}>
          Show all posts
        </Button>
      </Stack>
    </Card>
  );
}

type ListProps = {
  view: 'Modern' | 'Table';
  status: TApplicationStatus | null;
  opportunityId: number | null;
  message?: ApplicationSlot;
};

function ApplicationList({ view, status, opportunityId, message }: ListProps) {
  const pages = useInfiniteQuery(applicationsQueryOptions({ status, opportunityId }));
  const filtered = status !== null || opportunityId !== null;
  return (
    <PagedList
      query={pages}
      items={(data) => data.pages.flatMap((page) => page.applications)}
      loadingLabel="Loading applications"
      empty={
        filtered ? (
          <Text>No applications match these filters.</Text>
        ) : (
          <Stack align="flex-start">
            <Text>No applications yet. Players' applications to your posts will appear here.</Text>
            <Button component={Link} to="/view-posts" variant="default">
              See my posts
            </Button>
          </Stack>
        )
      }
    >
      {(applications) =>
        view === 'Modern' ? (
          <ApplicationCards applications={applications} label="Applications, newest first" message={message} />
        ) : (
          <ApplicationsTable applications={applications} message={message} />
        )
      }
    </PagedList>
  );
}
