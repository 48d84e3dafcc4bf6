import { Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@scouting/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { REVIEW_PAGES } from '../../../components/admin-pages.ts';
import { ItemList } from '../../../components/item-list.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { openReportsQueryOptions } from '../api/get-reports.ts';
import { ReportCard } from '../components/report-card.tsx';

const TITLE = REVIEW_PAGES.reports.title;

/** `/review-reports` (issue 12 §6): the admins' queue of open reports, contact with minors first. */
export function ReviewReportsPage() {
  const reports = useInfiniteQuery(openReportsQueryOptions());
  return (
    <Stack gap="md">
      <PageTitle>{TITLE}</PageTitle>
      <Title order={1}>{TITLE}</Title>
      <PagedList
        query={reports}
        items={(data) => data.pages.flatMap((page) => page.reports)}
        loadingLabel="Loading reports"
        errorText={MESSAGES.reportsLoadFailed}
        empty={<Text>{MESSAGES.noOpenReports}</Text>}
        loadMoreAlign="start"
      >
        {(all) => (
          <ItemList label="Open reports, contact with minors first">
            {all.map((report) => (
              <ReportCard key={report.id} report={report} />
            ))}
          </ItemList>
        )}
      </PagedList>
    </Stack>
  );
}
