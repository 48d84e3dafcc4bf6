import { Button, Stack, Text, Title } from '@mantine/core';
import { APPLICATION_MESSAGES, type TApplicationStatus } from '@scouting/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApplicationStatusFilter } from '../../../components/application-status-filter.tsx';
import { ItemList } from '../../../components/item-list.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { myApplicationsQueryOptions } from '../api/get-my-applications.ts';
import { MyApplicationCard } from '../components/my-application-card.tsx';

const MY_APPLICATIONS_TITLE = 'My Applications';

/** `/my-applications` (issue 26): the player's applications, newest first, with the answers they got. */
export function MyApplicationsPage() {
  const [status, setStatus] = useState<TApplicationStatus | null>(null);
  const pages = useInfiniteQuery(myApplicationsQueryOptions(status));
  return (
    <Stack gap="lg" maw={820}>
      <PageTitle>{MY_APPLICATIONS_TITLE}</PageTitle>
      <Title order={1}>{MY_APPLICATIONS_TITLE}</Title>
      <ApplicationStatusFilter value={status} onChange={setStatus} />
      <PagedList
        query={pages}
        items={(data) => data.pages.flatMap((page) => page.applications)}
        loadingLabel="Loading your applications"
        empty={
          status ? (
            <Text>{APPLICATION_MESSAGES.noApplicationsWithStatus(status)}</Text>
          ) : (
            <Stack align="flex-start">
              <Text>{APPLICATION_MESSAGES.noApplicationsYet}</Text>
              <Button component={Link} to="/player-dashboard" variant="default">
                Back to my dashboard
              </Button>
            </Stack>
          )
        }
      >
        {(applications) => (
          <ItemList label="My applications, newest first">
            {applications.map((application) => (
              <MyApplicationCard key={application.id} application={application} />
            ))}
          </ItemList>
        )}
      </PagedList>
    </Stack>
  );
}
