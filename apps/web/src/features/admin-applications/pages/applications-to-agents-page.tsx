import { Stack, Text, Title } from '@mantine/core';
import { APPLICATION_MESSAGES, type TApplicationStatus } from '@scouting/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_LIST_PAGES } from '../../../components/admin-pages.ts';
import { ApplicationStatusFilter } from '../../../components/application-status-filter.tsx';
import { ItemList } from '../../../components/item-list.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { applicationsToAgentsQueryOptions } from '../api/get-applications-to-agents.ts';
import { AgentApplicationCard } from '../components/agent-application-card.tsx';

const TITLE = ADMIN_LIST_PAGES.applicationsToAgents.title;

/** `/player-applications-to-agents` (SPEC §2, issue 26): every application to an agent's post, newest first. */
export function ApplicationsToAgentsPage() {
  const [status, setStatus] = useState<TApplicationStatus | null>(null);
  const pages = useInfiniteQuery(applicationsToAgentsQueryOptions(status));
  return (
    <Stack gap="md" maw={820}>
      <PageTitle>{TITLE}</PageTitle>
      <Title order={1}>{TITLE}</Title>
      <ApplicationStatusFilter value={status} onChange={setStatus} />
      <PagedList
        query={pages}
        items={(data) => data.pages.flatMap((page) => page.applications)}
        loadingLabel="Loading applications"
        empty={
          <Text>
            {status
              ? APPLICATION_MESSAGES.noAgentApplicationsWithStatus(status)
              : APPLICATION_MESSAGES.noAgentApplicationsYet}
          </Text>
        }
        loadMoreAlign="start"
      >
        {(applications) => (
          <ItemList label="Applications to agents, newest first">
            {applications.map((application) => (
              <AgentApplicationCard key={application.id} application={application} />
            ))}
          </ItemList>
        )}
      </PagedList>
    </Stack>
  );
}
