import { Stack, Text, Title } from '@mantine/core';
import { APPLICATION_MESSAGES, type TApplicationStatus } from '@scouting/contract/application-status';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ItemList } from '../../../components/item-list.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { useAdminT } from '../../../i18n/areas/admin.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { ApplicationStatusFilter } from '../../../shared/application-status-filter.tsx';
import { applicationsToAgentsQueryOptions } from '../api/get-applications-to-agents.ts';
import { AgentApplicationCard } from '../components/agent-application-card.tsx';

/** `/player-applications-to-agents` (docs/product.md#admin-pages, docs/product.md#applications): every application to an agent's post, newest first. */
export function ApplicationsToAgentsPage() {
  const [status, setStatus] = useState<TApplicationStatus | null>(null);
  const pages = useInfiniteQuery(applicationsToAgentsQueryOptions(status));
  const t = useAdminT();
  const sentence = useSentence();
  return (
    <Stack gap="md" maw={820}>
      <PageTitle>{t('admin.applications.title')}</PageTitle>
      <Title order={1}>{t('admin.applications.title')}</Title>
      <ApplicationStatusFilter value={status} onChange={setStatus} />
      <PagedList
        query={pages}
        items={(data) => data.pages.flatMap((page) => page.applications)}
        loadingLabel={t('admin.applications.loading')}
        empty={
          <Text>
            {status
              ? t('admin.applications.noneWithStatus', { status })
              : sentence(APPLICATION_MESSAGES.noAgentApplicationsYet)}
          </Text>
        }
        loadMoreAlign="start"
      >
        {(applications) => (
          <ItemList label={t('admin.applications.list')}>
            {applications.map((application) => (
              <AgentApplicationCard key={application.id} application={application} />
            ))}
          </ItemList>
        )}
      </PagedList>
    </Stack>
  );
}
