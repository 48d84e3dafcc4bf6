import { Stack, Text, Title } from '@mantine/core';
import { CLUB_VERIFICATION_MESSAGES } from '@scouting/contract/club-verification';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ItemList } from '../../../components/item-list.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { QueueStateFilter, useQueueState } from '../../../components/queue-state-filter.tsx';
import { useClubsT } from '../../../i18n/areas/clubs.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { clubVerificationsQueryOptions } from '../api/club-verifications.ts';
import { ClubVerificationCard } from '../components/club-verification-card.tsx';

/**
 * `/review-club-verifications` (docs/product.md#club-needs, docs/product.md#admin-pages): admins
 * approve or deny clubs' requests and revoke a verification; what waits oldest first.
 */
export function ReviewClubVerificationsPage() {
  const [state, setState] = useQueueState();
  const requests = useInfiniteQuery(clubVerificationsQueryOptions(state));
  const t = useClubsT();
  const sentence = useSentence();
  return (
    <Stack gap="md">
      <PageTitle>{t('clubs.verification.reviewTitle')}</PageTitle>
      <Title order={1}>{t('clubs.verification.reviewTitle')}</Title>
      <QueueStateFilter state={state} onChange={setState} label={t('clubs.verification.which')} />
      <PagedList
        query={requests}
        items={(data) => data.pages.flatMap((page) => page.requests)}
        loadingLabel={t('clubs.verification.loading')}
        skeletonRows={2}
        skeletonHeight={180}
        errorText={sentence(CLUB_VERIFICATION_MESSAGES.listLoadFailed)}
        empty={
          <Text>
            {sentence(
              state === 'pending'
                ? CLUB_VERIFICATION_MESSAGES.noPendingRequests
                : CLUB_VERIFICATION_MESSAGES.noRequests,
            )}
          </Text>
        }
        loadMoreAlign="start"
      >
        {(all) => (
          <ItemList
            label={t(state === 'pending' ? 'clubs.verification.waitingList' : 'clubs.verification.decidedList')}
          >
            {all.map((request) => (
              <ClubVerificationCard key={request.id} request={request} />
            ))}
          </ItemList>
        )}
      </PagedList>
    </Stack>
  );
}
