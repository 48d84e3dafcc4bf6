import { Alert, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@scouting/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/client.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { applicationPagesQueryOptions } from '../api/get-transfermarkt-applications.ts';
import { ApplicationCard } from '../components/application-card.tsx';

const TITLE = 'Review Transfermarkt Applications';

/** `/review-transfermarkt-applications` (admins, SPEC §2): newest first, forward or reject, and the permission. */
export function ReviewTransfermarktApplicationsPage() {
  return (
    <Stack gap="lg">
      <PageTitle>{TITLE}</PageTitle>
      <Title order={1}>{TITLE}</Title>
      <ApplicationList />
    </Stack>
  );
}

function ApplicationList() {
  const pages = useInfiniteQuery(applicationPagesQueryOptions());
  if (!pages.data) {
    if (pages.isError) {
      return (
        <Stack align="flex-start">
          <Alert color="red" title="The applications could not be loaded">
            {errorMessage(pages.error)}
          </Alert>
          <Button onClick={() => pages.refetch()}>Try again</Button>
        </Stack>
      );
    }
    return (
      <Stack gap="sm" role="status" aria-label="Loading applications">
        {[0, 1].map((row) => (
          <Skeleton key={row} height={220} />
        ))}
      </Stack>
    );
  }
  const applications = pages.data.pages.flatMap((page) => page.applications);
  // Said before anyone clicks Forward (issue 13): production needs TRANSFERMARKT_EMAIL.
  const forwardingOff =
    pages.data.pages[0]?.forwardingConfigured === false ? (
      <Alert color="red" role="status" title="Forwarding is off">
        {MESSAGES.transfermarktEmailMissing}
      </Alert>
    ) : null;
  if (applications.length === 0) {
    return (
      <Stack align="flex-start">
        {forwardingOff}
        <Text>No applications yet. When a player applies to be listed on Transfermarkt, it appears here.</Text>
        <Button component={Link} to="/admin-dashboard" variant="default">
          Back to the admin dashboard
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      {forwardingOff}
      <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Applications, newest first">
        {applications.map((application) => (
          <ApplicationCard key={application.id} application={application} />
        ))}
      </Stack>
      {pages.hasNextPage ? (
        <Button
          variant="default"
          onClick={() => pages.fetchNextPage()}
          loading={pages.isFetchingNextPage}
          style={{ alignSelf: 'center' }}
        >
          Load more
        </Button>
      ) : null}
      {pages.isFetchNextPageError ? <Alert color="red">{errorMessage(pages.error)}</Alert> : null}
    </Stack>
  );
}
