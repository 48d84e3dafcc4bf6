import { Button, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/client.ts';
import { ListError, ListSkeleton } from '../../../components/list-states.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { useMember } from '../../../hooks/use-member.ts';
import { starredApplicationsQueryOptions } from '../api/get-applications.ts';
import { ApplicationCards } from '../components/application-card.tsx';

/** `/bookmarks` (SPEC §2): the applications the signed-in agent starred. */
export function BookmarksPage() {
  const member = useMember();
  const pages = useInfiniteQuery(starredApplicationsQueryOptions(member.id));
  const applications = pages.data?.pages.flatMap((page) => page.applications) ?? [];
  return (
    <Stack gap="lg" maw={820}>
      <PageTitle>Bookmarks</PageTitle>
      <Title order={1}>Bookmarks</Title>
      {!pages.data ? (
        pages.isError ? (
          <ListError message={errorMessage(pages.error)} onRetry={() => pages.refetch()} />
        ) : (
          <ListSkeleton label="Loading bookmarks" />
        )
      ) : applications.length === 0 ? (
        <Stack align="flex-start">
          <Text>No bookmarks yet. Star an application to keep it here.</Text>
          <Button component={Link} to="/view-applications" variant="default">
            See applications
          </Button>
        </Stack>
      ) : (
        <ApplicationCards applications={applications} label="Starred applications" />
      )}
      {pages.hasNextPage ? (
        <Button
          variant="default"
          onClick={() => pages.fetchNextPage()}
          loading={pages.isFetchingNextPage}
          style={{ alignSelf: 'center' }}
        >
          Load more
        </Button>
      ) : null}
    </Stack>
  );
}
