import { Button, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { useMember } from '../../../hooks/use-member.ts';
import { starredApplicationsQueryOptions } from '../api/get-applications.ts';
import { ApplicationCards } from '../components/application-card.tsx';

/** `/bookmarks` (SPEC §2): the applications the signed-in agent, scout or club starred. */
export function BookmarksPage() {
  const member = useMember();
  const pages = useInfiniteQuery(starredApplicationsQueryOptions(member.id));
  return (
    <Stack gap="lg" maw={820}>
      <PageTitle>Bookmarks</PageTitle>
      <Title order={1}>Bookmarks</Title>
      <PagedList
        query={pages}
        items={(data) => data.pages.flatMap((page) => page.applications)}
        loadingLabel="Loading bookmarks"
        empty={
          <Stack align="flex-start">
            <Text>No bookmarks yet. Star an application to keep it here.</Text>
            <Button component={Link} to="/view-applications" variant="default">
              See applications
            </Button>
          </Stack>
        }
      >
        {(applications) => <ApplicationCards applications={applications} label="Starred applications" />}
      </PagedList>
    </Stack>
  );
}
