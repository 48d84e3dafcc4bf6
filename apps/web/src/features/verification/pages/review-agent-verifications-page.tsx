import { Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@scouting/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ItemList } from '../../../components/item-list.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { agentVerificationsQueryOptions } from '../api/get-agent-verifications.ts';
import { VerificationRequestCard } from '../components/verification-request-card.tsx';

const TITLE = 'Review Agent Verifications';

/** `/review-agent-verifications` (SPEC §2, §4): admins approve or reject agents' verification requests. */
export function ReviewAgentVerificationsPage() {
  const requests = useInfiniteQuery(agentVerificationsQueryOptions());
  return (
    <Stack gap="md">
      <PageTitle>{TITLE}</PageTitle>
      <Title order={1}>{TITLE}</Title>
      <PagedList
        query={requests}
        items={(data) => data.pages.flatMap((page) => page.requests)}
        loadingLabel="Loading requests"
        skeletonRows={2}
        skeletonHeight={180}
        errorText={MESSAGES.agentVerificationsLoadFailed}
        empty={<Text>{MESSAGES.noAgentVerifications}</Text>}
        loadMoreAlign="start"
      >
        {(all) => (
          <ItemList label="Verification requests, waiting ones first">
            {all.map((request) => (
              <VerificationRequestCard key={request.id} request={request} />
            ))}
          </ItemList>
        )}
      </PagedList>
    </Stack>
  );
}
