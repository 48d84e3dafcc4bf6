import { Blockquote, Stack, Text, Title } from '@mantine/core';
import { isolate } from '@scouting/contract/bidi-isolate';
import { SCOUT_REPORT_MESSAGES } from '@scouting/contract/scout-reports';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ItemList } from '../../../components/item-list.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { useReportRoleLabel, useScoutingT } from '../../../i18n/areas/scouting.ts';
import { useDateTimeFormat } from '../../../i18n/intl-formats.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { myFeedbackQueryOptions } from '../api/scout-reports.ts';

/**
 * `/my-feedback` (players): what authors of reports wrote for the player, with each author's name
 * and role, newest first. The reports themselves stay their authors' (decision 053).
 */
export function MyFeedbackPage() {
  const t = useScoutingT();
  const sentence = useSentence();
  const roleLabel = useReportRoleLabel();
  const day = useDateTimeFormat({ dateStyle: 'medium', timeZone: 'UTC' });
  const pages = useInfiniteQuery(myFeedbackQueryOptions());
  return (
    <Stack gap="lg" maw={760}>
      <PageTitle>{t('scouting.feedback.title')}</PageTitle>
      <Title order={1}>{t('scouting.feedback.title')}</Title>
      <Text c="dimmed">{t('scouting.feedback.intro')}</Text>
      <PagedList
        query={pages}
        items={(data) => data.pages.flatMap((page) => page.feedback)}
        loadingLabel={t('scouting.feedback.loading')}
        errorText={t('scouting.feedback.loadFailed')}
        empty={<Text>{sentence(SCOUT_REPORT_MESSAGES.noFeedback)}</Text>}
        loadMoreLabel={t('scouting.feedback.loadMore')}
      >
        {(feedback) => (
          <ItemList label={t('scouting.feedback.list')} gap="md">
            {feedback.map((item) => (
              <li key={item.reportId}>
                <Blockquote
                  color="pitch"
                  p="md"
                  cite={`${t('scouting.feedback.from', { name: isolate(item.authorName), role: roleLabel(item.authorRole) })} · ${t(
                    'scouting.feedback.watched',
                    { date: day.format(new Date(`${item.watchedOn}T00:00:00Z`)) },
                  )}`}
                >
                  <Text dir="auto" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                    {item.text}
                  </Text>
                </Blockquote>
              </li>
            ))}
          </ItemList>
        )}
      </PagedList>
    </Stack>
  );
}
