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
import { reportsQueryOptions } from '../api/get-reports.ts';
import { ReportCard } from '../components/report-card.tsx';

/**
 * `/review-reports` (docs/product.md#reports-and-suspension, docs/product.md#admin-pages): the admins' queue of open reports, contact with
 * minors first, then oldest first; decided reports under the other filter.
 */
export function ReviewReportsPage() {
  const [state, setState] = useQueueState();
  const reports = useInfiniteQuery(reportsQueryOptions(state));
  const t = useAdminT();
  const sentence = useSentence();
  return (
    <Stack gap="md">
      <PageTitle>{t('admin.report.title')}</PageTitle>
      <Title order={1}>{t('admin.report.title')}</Title>
      <QueueStateFilter state={state} onChange={setState} label={t('admin.report.which')} />
      <PagedList
        query={reports}
        items={(data) => data.pages.flatMap((page) => page.reports)}
        loadingLabel={t('admin.report.loading')}
        errorText={sentence(MESSAGES.reportsLoadFailed)}
        empty={<Text>{sentence(state === 'pending' ? MESSAGES.noOpenReports : ADMIN_MESSAGES.noDecidedReports)}</Text>}
        loadMoreAlign="start"
      >
        {(all) => (
          <ItemList label={t(state === 'pending' ? 'admin.report.openList' : 'admin.report.decidedList')}>
            {all.map((report) => (
              <ReportCard key={report.id} report={report} />
            ))}
          </ItemList>
        )}
      </PagedList>
    </Stack>
  );
}
