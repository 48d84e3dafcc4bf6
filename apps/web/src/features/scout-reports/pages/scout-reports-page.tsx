import { Anchor, Badge, Card, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { isolate } from '@scouting/contract/bidi-isolate';
import { SPECIFIC_POSITIONS, type TSpecificPosition } from '@scouting/contract/constants';
import type { TScoutReportSummary } from '@scouting/contract/schemas/scout-reports';
import {
  SCOUT_REPORT_MESSAGES,
  SCOUT_REPORT_VERDICTS,
  type TScoutReportVerdict,
} from '@scouting/contract/scout-reports';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { scoutReportsQueryOptions } from '../../../api/scout-reports.ts';
import { ItemList } from '../../../components/item-list.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { useScoutingT, useVerdictLabel } from '../../../i18n/areas/scouting.ts';
import { usePositionLabel } from '../../../i18n/football.ts';
import { useDateTimeFormat } from '../../../i18n/intl-formats.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { PlayerAvatar } from '../../../shared/player-avatar.tsx';
import { verdictColor } from '../../../shared/player-scout-reports.tsx';

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/**
 * `/scout-reports`: the caller's reports, newest first (an admin's: every author's), filtered by
 * verdict and position; the filters live in the address, so a filtered list can be bookmarked.
 */
export function ScoutReportsPage() {
  const t = useScoutingT();
  const sentence = useSentence();
  const verdictLabel = useVerdictLabel();
  const positionLabel = usePositionLabel();
  const [params, setParams] = useSearchParams();
  const verdict = oneOf<TScoutReportVerdict>(SCOUT_REPORT_VERDICTS, params.get('verdict'));
  const position = oneOf<TSpecificPosition>(SPECIFIC_POSITIONS, params.get('position'));
  const pages = useInfiniteQuery(scoutReportsQueryOptions({ verdict, position }));
  const setFilter = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return (
    <Stack gap="lg" maw={820}>
      <PageTitle>{t('scouting.title')}</PageTitle>
      <Title order={1}>{t('scouting.title')}</Title>
      <Text c="dimmed">{t('scouting.private')}</Text>
      <Group gap="sm" grow>
        <NativeSelect
          label={t('scouting.filterVerdict')}
          value={verdict ?? ''}
          onChange={(event) => setFilter('verdict', event.currentTarget.value)}
          data={[
            { value: '', label: t('scouting.any') },
            ...SCOUT_REPORT_VERDICTS.map((value) => ({ value, label: verdictLabel(value) })),
          ]}
        />
        <NativeSelect
          label={t('scouting.filterPosition')}
          value={position ?? ''}
          onChange={(event) => setFilter('position', event.currentTarget.value)}
          data={[
            { value: '', label: t('scouting.any') },
            ...SPECIFIC_POSITIONS.map((value) => ({ value, label: positionLabel(value) })),
          ]}
        />
      </Group>
      <PagedList
        query={pages}
        items={(data) => data.pages.flatMap((page) => page.reports)}
        loadingLabel={t('scouting.loading')}
        errorText={t('scouting.loadFailed')}
        empty={<Text>{sentence(SCOUT_REPORT_MESSAGES.noReports)}</Text>}
        loadMoreLabel={t('scouting.loadMore')}
      >
        {(reports) => (
          <ItemList label={t('scouting.list')}>
            {reports.map((report) => (
              <ReportCard key={report.id} report={report} />
            ))}
          </ItemList>
        )}
      </PagedList>
    </Stack>
  );
}

function ReportCard({ report }: { report: TScoutReportSummary }) {
  const t = useScoutingT();
  const verdictLabel = useVerdictLabel();
  const positionLabel = usePositionLabel();
  const day = useDateTimeFormat({ dateStyle: 'medium', timeZone: 'UTC' });
  const { player } = report;
  return (
    <Card component="li" withBorder padding="sm">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <PlayerAvatar player={player} />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Anchor
            component={Link}
            to={`/scout-reports/${report.id}`}
            fw={600}
            style={{ overflowWrap: 'anywhere' }}
            aria-label={t('scouting.player.yourReports', { name: isolate(player.fullName) })}
          >
            <bdi>{player.fullName}</bdi>
          </Anchor>
          <Text size="sm">
            {positionLabel(player.primaryPosition)} ·{' '}
            {t('scouting.watched', {
              date: day.format(new Date(`${report.watchedOn}T00:00:00Z`)),
              via: t(`scouting.via.${report.watchedVia}`),
            })}
          </Text>
          <Group gap="xs">
            <Badge color={verdictColor(report.verdict)}>{verdictLabel(report.verdict)}</Badge>
            <Badge variant="light" color="gray">
              {t('scouting.potentialValue', { value: report.potential })}
            </Badge>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
