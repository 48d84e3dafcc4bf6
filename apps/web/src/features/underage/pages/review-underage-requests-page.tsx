import { Stack, Text, Title } from '@mantine/core';
import { ADMIN_MESSAGES } from '@scouting/contract/admin';
import { MESSAGES } from '@scouting/contract/messages';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ItemList } from '../../../components/item-list.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { QueueStateFilter, useQueueState } from '../../../components/queue-state-filter.tsx';
import { useAdminT } from '../../../i18n/areas/admin.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { underageRequestsQueryOptions } from '../api/get-underage-requests.ts';
import { UnderageRequestCard } from '../components/underage-request-card.tsx';

/**
 * `/review-underage-requests` (docs/product.md#contact-requests, docs/product.md#admin-pages): admins decide agents' requests to message
 * minors; what waits comes first, oldest first, and what was decided under the other filter.
 */
export function ReviewUnderageRequestsPage() {
  const [state, setState] = useQueueState();
  const requests = useInfiniteQuery(underageRequestsQueryOptions(state));
  const t = useAdminT();
  const sentence = useSentence();
  return (
    <Stack gap="md">
      <PageTitle>{t('admin.underage.title')}</PageTitle>
      <Title order={1}>{t('admin.underage.title')}</Title>
      <QueueStateFilter state={state} onChange={setState} label={t('admin.underage.which')} />
      <PagedList
        query={requests}
        items={(data) => data.pages.flatMap((page) => page.requests)}
        loadingLabel={t('admin.underage.loading')}
        skeletonRows={2}
        skeletonHeight={140}
        errorText={sentence(MESSAGES.underageRequestsLoadFailed)}
        empty={
          <Text>
            {sentence(state === 'pending' ? ADMIN_MESSAGES.noPendingUnderageRequests : MESSAGES.noUnderageRequests)}
          </Text>
        }
        loadMoreAlign="start"
      >
        {(all) => (
          <ItemList label={t(state === 'pending' ? 'admin.underage.pendingList' : 'admin.underage.decidedList')}>
            {all.map((request) => (
              <UnderageRequestCard key={request.id} request={request} />
            ))}
          </ItemList>
        )}
      </PagedList>
    </Stack>
  );
}
