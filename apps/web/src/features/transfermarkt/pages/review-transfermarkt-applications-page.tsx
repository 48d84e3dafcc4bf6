import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@scouting/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ItemList } from '../../../components/item-list.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
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
  // Said before anyone clicks Forward (issue 13): production needs TRANSFERMARKT_EMAIL.
  const forwardingOff =
    pages.data?.pages[0]?.forwardingConfigured === false ? (
      <Alert color="red" role="status" title="Forwarding is off">
        {MESSAGES.transfermarktEmailMissing}
      </Alert>
    ) : null;
  return (
    <Stack gap="md">
      <PagedList
        query={pages}
        items={(data) => data.pages.flatMap((page) => page.applications)}
        loadingLabel="Loading applications"
        skeletonRows={2}
        skeletonHeight={220}
        errorTitle="The applications could not be loaded"
        empty={
          <Stack align="flex-start">
            {forwardingOff}
            <Text>No applications yet. When a player applies to be listed on Transfermarkt, it appears here.</Text>
            <Button component={Link} to="/admin-dashboard" variant="default">
              Back to the admin dashboard
            </Button>
          </Stack>
        }
      >
        {(applications) => (
          <>
            {forwardingOff}
            <ItemList label="Applications, newest first" gap="md">
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
