import { Button, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { applicationsQueryOptions } from '../api/get-applications.ts';
import { ApplicationCards } from '../components/application-card.tsx';
import { ApplicationsByOpportunity } from '../components/applications-by-opportunity.tsx';
import { ApplicationsTable } from '../components/applications-table.tsx';

const VIEWS = ['Modern', 'Table', 'By Opportunity'] as const;
type View = (typeof VIEWS)[number];

/** `/view-applications` (SPEC §2): applications to the signed-in agent's, scout's or club's posts in three views (issue 18 §4). */
export function ViewApplicationsPage() {
  const [view, setView] = useState<View>('Modern');
  const pages = useInfiniteQuery(applicationsQueryOptions());

  return (
    <Stack gap="lg" maw={1000}>
      <PageTitle>Applications</PageTitle>
      <Title order={1}>Applications</Title>
      <SegmentedControl
        aria-label="View"
        data={[...VIEWS]}
        value={view}
        onChange={(value) => setView(value as View)}
        style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
      />
      <PagedList
        query={pages}
        items={(data) => data.pages.flatMap((page) => page.applications)}
        loadingLabel="Loading applications"
        empty={
          <Stack align="flex-start">
            <Text>No applications yet. Players' applications to your posts will appear here.</Text>
            <Button component={Link} to="/view-posts" variant="default">
              See my posts
            </Button>
          </Stack>
        }
      >
        {(applications) =>
          view === 'Modern' ? (
            <ApplicationCards applications={applications} label="Applications, newest first" />
          ) : view === 'Table' ? (
            <ApplicationsTable applications={applications} />
          ) : (
            <ApplicationsByOpportunity applications={applications} />
          )
        }
      </PagedList>
    </Stack>
  );
}
