import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Alert, Box, Paper, SegmentedControl, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { ANALYTICS_WEEKS_DEFAULT, OVERSIGHT_MESSAGES } from '@scouting/contract/agent-oversight';
import type { TAgentAnalyticsWeek } from '@scouting/contract/schemas/agent-oversight';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageTitle } from '../../../components/page-title.tsx';
import { useAdminT } from '../../../i18n/areas/admin.ts';
import { useDateTimeFormat } from '../../../i18n/intl-formats.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { agentAnalyticsQueryOptions } from '../api/oversight-queries.ts';

const PERIODS = ['4', '12', '26', '52'] as const;

const SERIES = [
  { name: 'posts', label: 'admin.oversight.series.posts', color: 'blue.6' },
  { name: 'applications', label: 'admin.oversight.series.applications', color: 'teal.6' },
  { name: 'messages', label: 'admin.oversight.series.messages', color: 'orange.6' },
  { name: 'verifications', label: 'admin.oversight.series.verifications', color: 'grape.6' },
] as const satisfies readonly { name: keyof TAgentAnalyticsWeek; label: string; color: string }[];

/**
 * `/agent-analytics` (docs/product.md#admin-pages): agents' activity per week. The charts come from
 * @mantine/charts (recharts), loaded with this page only; the same numbers follow in a table for
 * screen readers and for reading exact values.
 */
export function AgentAnalyticsPage() {
  const [weeks, setWeeks] = useState<number>(ANALYTICS_WEEKS_DEFAULT);
  const analytics = useQuery(agentAnalyticsQueryOptions(weeks));
  const t = useAdminT();
  const sentence = useSentence();
  const weekFormat = useDateTimeFormat({
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const label = (week: string) => weekFormat.format(new Date(`${week}T00:00:00Z`));
  const title = t('admin.oversight.analyticsTitle');
  const data = (analytics.data?.weeks ?? []).map((week) => ({ ...week, label: label(week.week) }));
  return (
    <Stack gap="md" maw={960}>
      <PageTitle>{title}</PageTitle>
      <Title order={1}>{title}</Title>
      <SegmentedControl
        value={String(weeks)}
        onChange={(value) => setWeeks(Number(value))}
        data={PERIODS.map((value) => ({ value, label: t('admin.oversight.weeks', { count: Number(value) }) }))}
        aria-label={t('admin.oversight.period')}
        size="xs"
        // Never wider than the page: on a phone the four periods share its width.
        style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
      />
      {analytics.isError ? (
        <Alert color="red" role="alert" title={sentence(OVERSIGHT_MESSAGES.analyticsLoadFailed)}>
          {sentence(analytics.error.message)}
        </Alert>
      ) : !analytics.data ? (
        <Skeleton height={280} aria-label={t('admin.oversight.loadingAnalytics')} />
      ) : (
        <>
          <Paper withBorder p="md" component="figure" m={0}>
            <Text component="figcaption" fw={600} mb="sm">
              {t('admin.oversight.perWeek', { weeks })}
            </Text>
            <LineChart
              h={280}
              data={data}
              dataKey="label"
              series={SERIES.map(({ name, label, color }) => ({ name, label: t(label), color }))}
              withLegend
              curveType="linear"
            />
          </Paper>
          {/* Five columns are wider than a phone: the table scrolls in its own box, reachable by
              keyboard (a focusable region), and the page itself never scrolls sideways. */}
          <Box
            component="section"
            tabIndex={0}
            aria-label={t('admin.oversight.numbers')}
            style={{ overflowX: 'auto', maxWidth: '100%' }}
          >
            <Table striped fz="xs" captionSide="top" miw={480}>
              <Table.Caption>{t('admin.oversight.numbers')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('admin.oversight.weekOf')}</Table.Th>
                  {SERIES.map((series) => (
                    <Table.Th scope="col" key={series.name}>
                      {t(series.label)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.map((week) => (
                  <Table.Tr key={week.week}>
                    <Table.Th scope="row">{week.label}</Table.Th>
                    {SERIES.map((series) => (
                      <Table.Td key={series.name}>{week[series.name]}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
        </>
      )}
    </Stack>
  );
}
