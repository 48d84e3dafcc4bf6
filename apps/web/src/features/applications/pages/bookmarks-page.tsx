import { Button, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { useMember } from '../../../hooks/use-member.ts';
import { useApplicationsT } from '../../../i18n/areas/applications.ts';
import { starredApplicationsQueryOptions } from '../api/get-applications.ts';
import { ApplicationCards } from '../components/application-card.tsx';

/**
 * `/bookmarks` (docs/product.md#pages-of-the-members-who-post-agents-scouts-clubs): the applications the
 * signed-in agent, scout or club starred; each applicant is also on the post's shortlist (decision 070).
 */
export function BookmarksPage() {
  const t = useApplicationsT();
  const member = useMember();
  const pages = useInfiniteQuery(starredApplicationsQueryOptions(member.id));
  return (
    <Stack gap="lg" maw={820}>
      <PageTitle>{t('applications.bookmarks.title')}</PageTitle>
      <Title order={1}>{t('applications.bookmarks.title')}</Title>
      <Text c="dimmed">{t('applications.bookmarks.intro')}</Text>
      <PagedList
        query={pages}
        items={(data) => data.pages.flatMap((page) => page.applications)}
        loadingLabel={t('applications.bookmarks.loading')}
        empty={
          <Stack align="flex-start">
            <Text>{t('applications.bookmarks.none')}</Text>
            <Button component={Link} to="/view-applications" variant="default">
              {t('applications.bookmarks.seeApplications')}
            </Button>
          </Stack>
        }
      >
        {(applications) => (
          <ApplicationCards applications={applications} label={t('applications.bookmarks.listLabel')} />
        )}
      </PagedList>
    </Stack>
  );
}
