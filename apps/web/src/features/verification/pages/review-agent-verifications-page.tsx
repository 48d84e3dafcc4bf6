import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@scouting/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { PageTitle } from '../../../components/page-title.tsx';
import { agentVerificationsQueryOptions } from '../api/get-agent-verifications.ts';
import { VerificationRequestCard } from '../components/verification-request-card.tsx';

const TITLE = 'Review Agent Verifications';

/** `/review-agent-verifications` (SPEC §2, §4): admins approve or reject agents' verification requests. */
export function ReviewAgentVerificationsPage() {
  const requests = useInfiniteQuery(agentVerificationsQueryOptions());
  const all = requests.data?.pages.flatMap((page) => page.requests) ?? [];
  return (
    <Stack gap="md">
      <PageTitle>{TITLE}</PageTitle>
      <Title order={1}>{TITLE}</Title>
      {requests.isPending ? (
        <Stack gap="sm" role="status" aria-label="Loading requests">
          <Skeleton height={180} />
          <Skeleton height={180} />
        </Stack>
      ) : requests.isError ? (
        <Stack align="flex-start">
          <Alert color="red" role="alert">
            {MESSAGES.agentVerificationsLoadFailed}
          </Alert>
          <Button onClick={() => requests.refetch()}>Try again</Button>
        </Stack>
      ) : all.length === 0 ? (
        <Text>{MESSAGES.noAgentVerifications}</Text>
      ) : (
        <Stack
          component="ul"
          gap="sm"
          aria-label="Verification requests, waiting ones first"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {all.map((request) => (
            <VerificationRequestCard key={request.id} request={request} />
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
