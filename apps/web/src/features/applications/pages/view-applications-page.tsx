import { Button, Card, Group, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { APPLICATION_STATUSES, type TApplicationStatus } from '@scouting/contract/application-status';
import { opportunityNumber } from '@scouting/contract/applications';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { PHONE_QUERY, useMediaQueryNow } from '../../../hooks/use-media-query-now.ts';
import { type ApplicationsMessageId, STATUS_IDS, useApplicationsT } from '../../../i18n/areas/applications.ts';
import { applicationsQueryOptions } from '../api/get-applications.ts';
import type { ApplicationSlot } from '../components/application-actions.tsx';
import { ApplicationCards } from '../components/application-card.tsx';
import { ApplicationsByOpportunity } from '../components/applications-by-opportunity.tsx';
import { ApplicationsTable } from '../components/applications-table.tsx';

const VIEWS = ['Modern', 'Table', 'By Opportunity'] as const;
type View = (typeof VIEWS)[number];
const VIEW_IDS: Record<View, ApplicationsMessageId> = {
  Modern: 'applications.view.modern',
  Table: 'applications.view.table',
  'By Opportunity': 'applications.view.byOpportunity',
};
const ALL = 'all';

function readStatus(value: string | null): TApplicationStatus | null {
  return APPLICATION_STATUSES.find((status) => status === value) ?? null;
}

function readId(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * `/view-applications` (docs/product.md#pages-of-the-members-who-post-agents-scouts-clubs): applications to the signed-in agent's, scout's or club's posts in
 * three views (decision 020; on a phone the two that fit its width), each with its status and the poster's answers (docs/product.md#applications), narrowed
 * by `?opportunity=` (a post's applications) and `?status=`. The page in `pages/` adds the Message
 * button, which belongs to messaging.
 */
export function ViewApplicationsPage({ message }: { message?: ApplicationSlot }) {
  const t = useApplicationsT();
  const [chosen, setView] = useState<View>('Modern');
  // The table breaks names mid-word and cuts statuses at a phone's width: a phone shows the cards
  // and offers no table, without forgetting a table chosen on a wider screen.
  const phone = useMediaQueryNow(PHONE_QUERY);
  const views = phone ? VIEWS.filter((value) => value !== 'Table') : VIEWS;
  const view = phone && chosen === 'Table' ? 'Modern' : chosen;
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
      <PageTitle>{t('applications.view.title')}</PageTitle>
      <Title order={1}>{t('applications.view.title')}</Title>
      {opportunityId !== null ? (
        <PostFilter opportunityId={opportunityId} onClear={() => setFilter('opportunity', null)} />
      ) : null}
      <Group gap="md" align="flex-end">
        <SegmentedControl
          aria-label={t('applications.view.view')}
          data={views.map((value) => ({ value, label: t(VIEW_IDS[value]) }))}
          value={view}
          onChange={(value) => setView(value as View)}
          style={{ maxWidth: '100%' }}
        />
        <Select
          label={t('applications.view.status')}
          data={[
            { value: ALL, label: t('applications.view.allStatuses') },
            ...APPLICATION_STATUSES.map((value) => ({ value, label: t(STATUS_IDS[value]) })),
          ]}
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
  const t = useApplicationsT();
  const first = useInfiniteQuery(applicationsQueryOptions({ opportunityId }, 1));
  const post = first.data?.pages[0]?.applications[0]?.opportunity;
  return (
    <Card withBorder padding="sm" component="section" aria-label={t('applications.view.postFilter')}>
      <Stack gap="xs" align="flex-start">
        <Text fw={600}>
          {t('applications.opportunityNumber', { number: String(opportunityNumber(opportunityId)) })}
        </Text>
        {post ? (
          <Text size="sm" dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {post.description}
          </Text>
        ) : null}
        <Text size="sm" c="dimmed">
          {t('applications.view.onlyThisPost')}
        </Text>
        <Button size="compact-sm" variant="default" onClick={onClear}>
          {t('applications.view.showAllPosts')}
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
  const t = useApplicationsT();
  const pages = useInfiniteQuery(applicationsQueryOptions({ status, opportunityId }));
  const filtered = status !== null || opportunityId !== null;
  return (
    <PagedList
      query={pages}
      items={(data) => data.pages.flatMap((page) => page.applications)}
      loadingLabel={t('applications.view.loading')}
      empty={
        filtered ? (
          <Text>{t('applications.view.noMatch')}</Text>
        ) : (
          <Stack align="flex-start">
            <Text>{t('applications.none')}</Text>
            <Button component={Link} to="/view-posts" variant="default">
              {t('applications.seeMyPosts')}
            </Button>
          </Stack>
        )
      }
    >
      {(applications) =>
        view === 'Modern' ? (
          <ApplicationCards applications={applications} label={t('applications.view.listLabel')} message={message} />
        ) : (
          <ApplicationsTable applications={applications} message={message} />
        )
      }
    </PagedList>
  );
}
