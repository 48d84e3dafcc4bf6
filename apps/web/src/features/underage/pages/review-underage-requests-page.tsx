import { Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@scouting/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ItemList } from '../../../components/item-list.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { underageRequestsQueryOptions } from '../api/get-underage-requests.ts';
import { UnderageRequestCard } from '../components/underage-request-card.tsx';

const TITLE = 'Review Underage Requests';

/** `/review-underage-requests` (SPEC §2, §4): admins approve agents' requests to message minors. */
export function ReviewUnderageRequestsPage() {
  const requests = useInfiniteQuery(underageRequestsQueryOptions());
  return (
    <Stack gap="md">
      <PageTitle>{TITLE}</PageTitle>
      <Title order={1}>{TITLE}</Title>
      <PagedList
        query={requests}
        items={(data) => data.pages.flatMap((page) => page.requests)}
        loadingLabel="Loading requests"
        skeletonRows={2}
        skeletonHeight={140}
        errorText={MESSAGES.underageRequestsLoadFailed}
        empty={<Text>{MESSAGES.noUnderageRequests}</Text>}
        loadMoreAlign="start"
      >
        {(all) => (
          <ItemList label="Underage message requests, newest first">
            {all.map((request) => (
              <UnderageRequestCard key={request.id} request={request} />
            ))}
          </ItemList>
        )}
      </PagedList>
    </Stack>
  );
}
