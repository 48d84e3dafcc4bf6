import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { ADMIN_MESSAGES } from '@scouting/contract/admin';
import { MESSAGES } from '@scouting/contract/messages';
import type { TQueueState } from '@scouting/contract/schemas/admin';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ItemList } from '../../../components/item-list.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { QueueStateFilter, useQueueState } from '../../../components/queue-state-filter.tsx';
import { useTransfermarktT } from '../../../i18n/areas/transfermarkt.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { applicationPagesQueryOptions } from '../api/get-transfermarkt-applications.ts';
import { ApplicationCard } from '../components/application-card.tsx';

/**
 * `/review-transfermarkt-applications` (admins, docs/product.md#transfermarkt, docs/product.md#admin-pages): submitted applications oldest
 * first to forward or reject, and the permission; decided ones under the other filter.
 */
export function ReviewTransfermarktApplicationsPage() {
  const [state, setState] = useQueueState();
  const t = useTransfermarktT();
  return (
    <Stack gap="lg">
      <PageTitle>{t('transfermarkt.reviewTitle')}</PageTitle>
      <Title order={1}>{t('transfermarkt.reviewTitle')}</Title>
      <QueueStateFilter state={state} onChange={setState} label={t('transfermarkt.review.which')} />
      <ApplicationList state={state} />
    </Stack>
  );
}

function ApplicationList({ state }: { state: TQueueState }) {
  const pages = useInfiniteQuery(applicationPagesQueryOptions(state));
  const t = useTransfermarktT();
  const sentence = useSentence();
  // Said before anyone clicks Forward (decision 010): production needs TRANSFERMARKT_EMAIL.
  const forwardingOff =
    pages.data?.pages[0]?.forwardingConfigured === false ? (
      <Alert color="red" role="status" title={t('transfermarkt.review.forwardingOff')}>
        {sentence(MESSAGES.transfermarktEmailMissing)}
      </Alert>
    ) : null;
  return (
    <Stack gap="md">
      <PagedList
        query={pages}
        items={(data) => data.pages.flatMap((page) => page.applications)}
        loadingLabel={t('transfermarkt.review.loading')}
        skeletonRows={2}
        skeletonHeight={220}
        errorTitle={t('transfermarkt.review.loadFailed')}
        empty={
          <Stack align="flex-start">
            {forwardingOff}
            <Text>
              {state === 'pending'
                ? t('transfermarkt.review.noneWaiting')
                : sentence(ADMIN_MESSAGES.noDecidedTransfermarktApplications)}
            </Text>
            <Button component={Link} to="/admin-dashboard" variant="default">
              {t('transfermarkt.review.backToDashboard')}
            </Button>
          </Stack>
        }
      >
        {(applications) => (
          <>
            {forwardingOff}
            <ItemList
              label={t(state === 'pending' ? 'transfermarkt.review.waitingList' : 'transfermarkt.review.decidedList')}
              gap="md"
            >
              {applications.map((application) => (
                <ApplicationCard key={application.id} application={application} />
              ))}
            </ItemList>
          </>
        )}
      </PagedList>
    </Stack>
  );
}
