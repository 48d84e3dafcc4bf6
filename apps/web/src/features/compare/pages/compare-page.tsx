import '@mantine/charts/styles.css';
import { RadarChart } from '@mantine/charts';
import { Alert, Anchor, Box, Button, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import {
  COMPARE_CORNERS,
  COMPARE_MAX_PLAYERS,
  COMPARE_MIN_PLAYERS,
  type TCompareCorner,
} from '@scouting/contract/compare';
import type { TComparedPlayer } from '@scouting/contract/schemas/compare';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/client.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { type CompareMessageId, useCompareT } from '../../../i18n/areas/compare.ts';
import { useCountryName } from '../../../i18n/countries.ts';
import { usePositionLabel } from '../../../i18n/football.ts';
import { useNumberFormat } from '../../../i18n/intl-formats.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { CompareTray } from '../../../shared/compare-tray.tsx';
import { compareQueryOptions } from '../api/get-compare.ts';

// The records load with their own texts once the comparison is on screen (docs/product.md#career-and-seasons).
const ComparedCareers = lazy(async () => ({
  default: (await import('../../../shared/career-table.tsx')).ComparedCareers,
}));

/** One colour a player, the same in the chart's legend and above their column. */
const COLORS = ['blue.6', 'orange.6', 'teal.6', 'grape.6'] as const;

/** The ids of the address, when they are two to four distinct whole numbers; else null. */
function idsOf(value: string | null): number[] | null {
  if (!value || !/^\d{1,9}(,\d{1,9})*$/.test(value)) return null;
  const ids = value.split(',').map(Number);
  const distinct = new Set(ids).size === ids.length;
  return distinct && ids.length >= COMPARE_MIN_PLAYERS && ids.length <= COMPARE_MAX_PLAYERS ? ids : null;
}

const cornerLabel = (corner: TCompareCorner): CompareMessageId => `compare.corner.${corner}`;

/**
 * `/compare?players=1,2,3` (docs/product.md#side-by-side): two to four players side by side. One radar chart of
 * the corners' percentiles above, then the facts as rows with a column per player; on a phone the
 * table scrolls in its own box. Recharts comes with this page's chunk alone.
 */
export function ComparePage() {
  const [params] = useSearchParams();
  const ids = idsOf(params.get('players'));
  const t = useCompareT();
  const title = t('compare.title');
  return (
    <Stack gap="md" maw={1100}>
      <PageTitle>{title}</PageTitle>
      <Title order={1}>{title}</Title>
      {ids ? <Comparison ids={ids} /> : <Text>{t('compare.pickMore')}</Text>}
      <CompareTray />
    </Stack>
  );
}

function Comparison({ ids }: { ids: number[] }) {
  const compared = useQuery(compareQueryOptions(ids));
  const t = useCompareT();
  const sentence = useSentence();
  if (compared.isError) {
    return (
      <Stack align="flex-start">
        <Alert color="red" role="alert" title={t('compare.loadFailed')}>
          {sentence(errorMessage(compared.error))}
        </Alert>
        <Button onClick={() => compared.refetch()}>{t('compare.tryAgain')}</Button>
      </Stack>
    );
  }
  if (!compared.data) return <Skeleton height={320} aria-label={t('compare.title')} />;
  return <Columns players={compared.data.players} />;
}

function Columns({ players }: { players: TComparedPlayer[] }) {
  const t = useCompareT();
  const positionLabel = usePositionLabel();
  const countryName = useCountryName();
  const decimal = useNumberFormat({ maximumFractionDigits: 2 });
  const series = players.map((player, index) => ({
    name: `p${player.id}`,
    label: player.fullName,
    color: COLORS[index % COLORS.length] ?? 'blue.6',
    opacity: 0.15,
  }));
  const data = COMPARE_CORNERS.map((corner) => ({
    corner: t(cornerLabel(corner)),
    ...Object.fromEntries(players.map((player) => [`p${player.id}`, player.percentiles.corners[corner] ?? 0])),
  }));
  const notEnough = t('compare.noData');
  const rows: { label: string; cell: (player: TComparedPlayer) => ReactNode }[] = [
    { label: t('compare.fact.age'), cell: (p) => (p.age === null ? '—' : decimal.format(p.age)) },
    {
      label: t('compare.fact.positions'),
      cell: (p) => [p.primaryPosition, p.secondaryPosition].map(positionLabel).join(', '),
    },
    { label: t('compare.fact.foot'), cell: (p) => t(`compare.foot.${p.preferredFoot}`) },
    { label: t('compare.fact.height'), cell: (p) => t('compare.height', { height: decimal.format(p.heightM) }) },
    { label: t('compare.fact.club'), cell: (p) => p.currentClub },
    { label: t('compare.fact.country'), cell: (p) => (p.country ? countryName(p.country) : '—') },
    {
      label: t('compare.fact.rating'),
      cell: (p) =>
        p.rating.count === 0
          ? t('compare.noRatings')
          : t('compare.rating', { average: decimal.format(p.rating.average), count: p.rating.count }),
    },
    { label: t('compare.fact.reports'), cell: (p) => t('compare.reports', { count: p.reports.count }) },
    ...COMPARE_CORNERS.map((corner) => ({
      label: t('compare.fact.percentile', { corner: t(cornerLabel(corner)) }),
      cell: (p: TComparedPlayer) => {
        const value = p.percentiles.corners[corner];
        const average = p.reports.corners[corner];
        if (value === null) return notEnough;
        return average === null ? decimal.format(value) : `${decimal.format(value)} (${decimal.format(average)} / 5)`;
      },
    })),
  ];
  return (
    <Stack gap="md">
      <Paper withBorder p="md" component="figure" m={0}>
        <Text component="figcaption" fw={600} mb="sm">
          {t('compare.chart')}
        </Text>
        <RadarChart
          h={300}
          data={data}
          dataKey="corner"
          series={series}
          withLegend
          withPolarRadiusAxis
          polarRadiusAxisProps={{ domain: [0, 100] }}
        />
        <Stack gap={2} mt="sm">
          {players.map((player) => (
            <Text size="xs" c="dimmed" key={player.id}>
              {t(player.percentiles.basis === 'reports' ? 'compare.basis.reports' : 'compare.basis.ratings', {
                name: player.fullName,
                among: player.percentiles.among,
              })}
            </Text>
          ))}
        </Stack>
      </Paper>
      {/* A column per player is wider than a phone: the table scrolls in its own box, reachable by
          keyboard (a focusable region), and the page itself never scrolls sideways. */}
      <Box
        component="section"
        tabIndex={0}
        aria-label={t('compare.title')}
        style={{ overflowX: 'auto', maxWidth: '100%' }}
      >
        <Table striped withTableBorder miw={players.length * 130 + 120} data-compare-table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('compare.fact.player')}</Table.Th>
              {players.map((player, index) => (
                <Table.Th
                  scope="col"
                  key={player.id}
                  style={{
                    borderTop: `3px solid var(--mantine-color-${(COLORS[index] ?? 'blue.6').replace('.', '-')})`,
                  }}
                >
                  <Anchor component={Link} to={`/player-profile/${player.id}`} style={{ overflowWrap: 'anywhere' }}>
                    <bdi>{player.fullName}</bdi>
                  </Anchor>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.label}>
                <Table.Th scope="row">{row.label}</Table.Th>
                {players.map((player) => (
                  <Table.Td key={player.id} style={{ overflowWrap: 'anywhere' }}>
                    {row.cell(player)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      <Suspense fallback={null}>
        <ComparedCareers players={players} />
      </Suspense>
    </Stack>
  );
}
