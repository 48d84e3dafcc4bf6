import { SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { OVERSIGHT_MESSAGES, PROFILE_VIEW_PERIODS } from '@scouting/contract/agent-oversight';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageTitle } from '../../../components/page-title.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { useAdminT } from '../../../i18n/areas/admin.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { MemberProfileLink } from '../../../shared/member-profile-link.tsx';
import { agentProfileViewsQueryOptions } from '../api/oversight-queries.ts';

/**
 * `/agent-profile-views-analytics` (docs/product.md#admin-pages): agents by how often other members opened
 * their profile in a period, recorded since this page was added.
 */
export function AgentProfileViewsPage() {
  const [days, setDays] = useState<number>(30);
  const pages = useInfiniteQuery(agentProfileViewsQueryOptions(days));
  const t = useAdminT();
  const sentence = useSentence();
  return (
    <Stack gap="md" maw={820}>
      <PageTitle>{t('admin.oversight.viewsTitle')}</PageTitle>
      <Title order={1}>{t('admin.oversight.viewsTitle')}</Title>
      <SegmentedControl
        value={String(days)}
        onChange={(value) => setDays(Number(value))}
        data={PROFILE_VIEW_PERIODS.map((value) => ({
          value: String(value),
          label: t('admin.oversight.days', { count: value }),
        }))}
        aria-label={t('admin.oversight.period')}
        style={{ alignSelf: 'flex-start' }}
      />
      <PagedList
        query={pages}
        items={(data) => data.pages.flatMap((page) => page.agents)}
        loadingLabel={t('admin.oversight.loadingViews')}
        errorText={sentence(OVERSIGHT_MESSAGES.profileViewsLoadFailed)}
        empty={<Text>{sentence(OVERSIGHT_MESSAGES.noProfileViews)}</Text>}
        loadMoreAlign="start"
      >
        {(rows) => (
          <Table striped captionSide="top">
            <Table.Caption>{t('admin.oversight.viewsCaption', { days })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('admin.oversight.agent')}</Table.Th>
                <Table.Th scope="col">{t('admin.oversight.views')}</Table.Th>
                <Table.Th scope="col">{t('admin.oversight.members')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.agent.id}>
                  <Table.Td>
                    <MemberProfileLink member={{ ...row.agent, role: 'Agent' }} />
                  </Table.Td>
                  <Table.Td>{row.views}</Table.Td>
                  <Table.Td>{row.viewers}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </PagedList>
    </Stack>
  );
}
