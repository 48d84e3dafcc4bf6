import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@scouting/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { PageTitle } from '../../../components/page-title.tsx';
import { underageRequestsQueryOptions } from '../api/get-underage-requests.ts';
import { UnderageRequestCard } from '../components/underage-request-card.tsx';

const TITLE = 'Review Underage Requests';

/** `/review-underage-requests` (SPEC §2, §4): admins approve agents' requests to message minors. */
export function ReviewUnderageRequestsPage() {
  const requests = useInfiniteQuery(underageRequestsQueryOptions());
  const all = requests.data?.pages.flatMap((page) => page.requests) ?? [];
  return (
    <Stack gap="md">
      <PageTitle>{TITLE}</PageTitle>
      <Title order={1}>{TITLE}</Title>
      {requests.isPending ? (
        <Stack gap="sm" role="status" aria-label="Loading requests">
          <Skeleton height={140} />
          <Skeleton height={140} />
        </Stack>
      ) : requests.isError ? (
        <Stack align="flex-start">
          <Alert color="red" role="alert">
            {MESSAGES.underageRequestsLoadFailed}
          </Alert>
          <Button onClick={() => requests.refetch()}>Try again</Button>
        </Stack>
      ) : all.length === 0 ? (
        <Text>{MESSAGES.noUnderageRequests}</Text>
      ) : (
        <Stack
          component="ul"
          gap="sm"
          aria-label="Underage message requests, newest first"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {all.map((request) => (
            <UnderageRequestCard key={request.id} request={request} />
          ))}
        </Stack>
      )}
      {requests.hasNextPage ? (
        <Group>
          <Button variant="default" onClick={() => requests.fetchNextPage()} loading={requests.isFetchingNextPage}>
            Load more
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
