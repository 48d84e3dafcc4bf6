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
import { agentVerificationsQueryOptions } from '../api/get-agent-verifications.ts';
import { VerificationRequestCard } from '../components/verification-request-card.tsx';

/**
 * `/review-agent-verifications` (docs/product.md#verification, docs/product.md#admin-pages): admins approve or reject agents'
 * verification requests; what waits oldest first, what was reviewed under the other filter.
 */
export function ReviewAgentVerificationsPage() {
  const [state, setState] = useQueueState();
  const requests = useInfiniteQuery(agentVerificationsQueryOptions(state));
  const t = useAdminT();
  const sentence = useSentence();
  return (
    <Stack gap="md">
      <PageTitle>{t('admin.verification.title')}</PageTitle>
      <Title order={1}>{t('admin.verification.title')}</Title>
      <QueueStateFilter state={state} onChange={setState} label={t('admin.verification.which')} />
      <PagedList
        query={requests}
        items={(data) => data.pages.flatMap((page) => page.requests)}
        loadingLabel={t('admin.verification.loading')}
        skeletonRows={2}
        skeletonHeight={180}
        errorText={sentence(MESSAGES.agentVerificationsLoadFailed)}
        empty={
          <Text>
            {sentence(state === 'pending' ? ADMIN_MESSAGES.noPendingVerifications : MESSAGES.noAgentVerifications)}
          </Text>
        }
        loadMoreAlign="start"
      >
        {(all) => (
          <ItemList
            label={t(state === 'pending' ? 'admin.verification.waitingList' : 'admin.verification.reviewedList')}
          >
            {all.map((request) => (
              <VerificationRequestCard key={request.id} request={request} />
            ))}
          </ItemList>
        )}
      </PagedList>
    </Stack>
  );
}
