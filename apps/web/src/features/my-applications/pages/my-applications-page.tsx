import { Button, Stack, Text, Title } from '@mantine/core';
import { APPLICATION_MESSAGES, type TApplicationStatus } from '@scouting/contract/application-status';
import type { TApplication } from '@scouting/contract/schemas/applications';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { ItemList } from '../../../components/item-list.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { STATUS_IDS, useApplicationsT } from '../../../i18n/areas/applications.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { ApplicationStatusFilter } from '../../../shared/application-status-filter.tsx';
import { myApplicationsQueryOptions } from '../api/get-my-applications.ts';
import { MyApplicationCard } from '../components/my-application-card.tsx';

/**
 * `/my-applications` (docs/product.md#applications): the player's applications, newest first, with
 * the answers they got; `writeToPoster` is the messaging feature's button, given by the page that
 * composes the two.
 */
export function MyApplicationsPage({ writeToPoster }: { writeToPoster?: (application: TApplication) => ReactNode }) {
  const t = useApplicationsT();
  const sentence = useSentence();
  const [status, setStatus] = useState<TApplicationStatus | null>(null);
  const pages = useInfiniteQuery(myApplicationsQueryOptions(status));
  return (
    <Stack gap="lg" maw={820}>
      <PageTitle>{t('applications.mine.title')}</PageTitle>
      <Title order={1}>{t('applications.mine.title')}</Title>
      <ApplicationStatusFilter value={status} onChange={setStatus} />
      <PagedList
        query={pages}
        items={(data) => data.pages.flatMap((page) => page.applications)}
        loadingLabel={t('applications.mine.loading')}
        empty={
          status ? (
            <Text>{t('applications.mine.noneWithStatus', { status: t(STATUS_IDS[status]) })}</Text>
          ) : (
            <Stack align="flex-start">
              <Text>{sentence(APPLICATION_MESSAGES.noApplicationsYet)}</Text>
              <Button component={Link} to="/player-dashboard" variant="default">
                {t('applications.mine.backToDashboard')}
              </Button>
            </Stack>
          )
        }
      >
        {(applications) => (
          <ItemList label={t('applications.mine.listLabel')}>
            {applications.map((application) => (
              <MyApplicationCard key={application.id} application={application} writeToPoster={writeToPoster} />
            ))}
          </ItemList>
        )}
      </PagedList>
    </Stack>
  );
}
