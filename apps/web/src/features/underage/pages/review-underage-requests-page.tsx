import { SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { ADMIN_MESSAGES, MESSAGES, type TQueueState } from '@scouting/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ItemList } from '../../../components/item-list.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { underageRequestsQueryOptions } from '../api/get-underage-requests.ts';
import { UnderageRequestCard } from '../components/underage-request-card.tsx';

const TITLE = 'Review Underage Requests';

/**
 * `/review-underage-requests` (SPEC §2, §4, issue 32 §1): admins decide agents' requests to message
 * minors; what waits comes first, oldest first, and what was decided under the other filter.
 */
export function ReviewUnderageRequestsPage() {
  const [state, setState] = useState<TQueueState>('pending');
  const requests = useInfiniteQuery(underageRequestsQueryOptions(state));
  return (
    <Stack gap="md">
      <PageTitle>{TITLE}</PageTitle>
      <Title order={1}>{TITLE}</Title>
      <SegmentedControl
        value={state}
        onChange={(value) => setState(value as TQueueState)}
        data={[
          { value: 'pending', label: 'Pending' },
          { value: 'decided', label: 'Decided' },
        ]}
        aria-label="Which requests"
        style={{ alignSelf: 'flex-start' }}
      />
      <PagedList
        query={requests}
        items={(data) => data.pages.flatMap((page) => page.requests)}
        loadingLabel="Loading requests"
        skeletonRows={2}
        skeletonHeight={140}
        errorText={MESSAGES.underageRequestsLoadFailed}
        empty={
          <Text>{state === 'pending' ? ADMIN_MESSAGES.noPendingUnderageRequests : MESSAGES.noUnderageRequests}</Text>
        }
        loadMoreAlign="start"
      >
        {(all) => (
          <ItemList
            label={
              state === 'pending' ? 'Pending underage message requests, oldest first' : 'Decided requests, newest first'
            }
          >
            {all.map((request) => (
              <UnderageRequestCard key={request.id} request={request} />
            ))}
          </ItemList>
        )}
      </PagedList>
    </Stack>
  );
}
