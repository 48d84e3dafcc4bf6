import { Stack, Text, Title } from '@mantine/core';
import { FAILED_MAIL_MESSAGES } from '@scouting/contract/failed-mails';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ItemList } from '../../../components/item-list.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { useAdminT } from '../../../i18n/areas/admin.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { failedMailsQueryOptions } from '../api/failed-mails.ts';
import { FailedMailItem } from '../components/failed-mail-item.tsx';

/** `/admin/failed-mails` (decision 033): the mails the queue gave up on, newest failure first, each with Retry. */
export function FailedMailsPage() {
  const mails = useInfiniteQuery(failedMailsQueryOptions());
  const t = useAdminT();
  const sentence = useSentence();
  return (
    <Stack gap="md">
      <PageTitle>{t('admin.mail.title')}</PageTitle>
      <Title order={1}>{t('admin.mail.title')}</Title>
      <Text>{sentence(FAILED_MAIL_MESSAGES.intro)}</Text>
      <PagedList
        query={mails}
        items={(data) => data.pages.flatMap((page) => page.mails)}
        loadingLabel={t('admin.mail.loading')}
        errorText={sentence(FAILED_MAIL_MESSAGES.loadFailed)}
        empty={<Text>{sentence(FAILED_MAIL_MESSAGES.empty)}</Text>}
        loadMoreAlign="start"
      >
        {(all) => (
          <ItemList label={t('admin.mail.list')} gap="xs" ordered>
            {all.map((mail) => (
              <FailedMailItem key={mail.id} mail={mail} />
            ))}
          </ItemList>
        )}
      </PagedList>
    </Stack>
  );
}
