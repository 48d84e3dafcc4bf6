import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@scouting/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { REVIEW_PAGES } from '../../../components/admin-pages.ts';
import { ListError, ListSkeleton } from '../../../components/list-states.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { openReportsQueryOptions } from '../api/get-reports.ts';
import { ReportCard } from '../components/report-card.tsx';

const TITLE = REVIEW_PAGES.reports.title;

/** `/review-reports` (issue 12 §6): the admins' queue of open reports, contact with minors first. */
export function ReviewReportsPage() {
  const reports = useInfiniteQuery(openReportsQueryOptions());
  const all = reports.data?.pages.flatMap((page) => page.reports) ?? [];
  return (
    <Stack gap="md">
      <PageTitle>{TITLE}</PageTitle>
      <Title order={1}>{TITLE}</Title>
      {reports.isPending ? (
        <ListSkeleton label="Loading reports" />
      ) : reports.isError ? (
        <ListError message={MESSAGES.reportsLoadFailed} onRetry={() => reports.refetch()} />
      ) : all.length === 0 ? (
        <Text>{MESSAGES.noOpenReports}</Text>
      ) : (
        <Stack
          component="ul"
          gap="sm"
          aria-label="Open reports, contact with minors first"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {all.map((report) => (
            <ReportCard key={report.id} report={report} />
          ))}
        </Stack>
      )}
      {reports.hasNextPage ? (
        <Group>
          <Button variant="default" onClick={() => reports.fetchNextPage()} loading={reports.isFetchingNextPage}>
            Load more
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
