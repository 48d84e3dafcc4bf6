import { Anchor, Badge, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { isolate } from '@scouting/contract/bidi-isolate';
import type { TShortlistLatestVerdict } from '@scouting/contract/schemas/shortlists';
import { writesScoutReports } from '@scouting/contract/scout-reports';
import { IconClipboardText } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useMe } from '../api/me.ts';
import { playerScoutReportsQueryOptions } from '../api/scout-reports.ts';
import { useScoutingT, useVerdictLabel } from '../i18n/areas/scouting.ts';
import { useDateTimeFormat } from '../i18n/intl-formats.ts';

type Props = { playerId: number; playerName: string };

/** Where a new report on the player is written. */
export const newReportPath = (playerId: number) => `/scout-reports/new?playerId=${playerId}`;

/**
 * On a player's profile, for the members who write reports (agents, scouts, clubs, admins): 'Write
 * a report' and the caller's own latest reports about the player, each a link to its page.
 */
export function PlayerScoutReports({ playerId, playerName }: Props) {
  const role = useMe().data?.member?.role;
  if (!writesScoutReports(role)) return null;
  return <OwnReports playerId={playerId} playerName={playerName} />;
}

function OwnReports({ playerId, playerName }: Props) {
  const t = useScoutingT();
  const verdictLabel = useVerdictLabel();
  const day = useDateTimeFormat({ dateStyle: 'medium', timeZone: 'UTC' });
  const reports = useQuery(playerScoutReportsQueryOptions(playerId, 5));
  const rows = reports.data?.reports ?? [];
  return (
    <Stack gap="xs" component="section" aria-label={t('scouting.player.yourReports', { name: isolate(playerName) })}>
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h4">
          {t('scouting.player.yourReports', { name: isolate(playerName) })}
        </Title>
        <Button
          component={Link}
          to={newReportPath(playerId)}
          size="compact-sm"
          variant="light"
          leftSection={<IconClipboardText size={14} aria-hidden />}
          aria-label={t('scouting.player.writeLabel', { name: isolate(playerName) })}
        >
          {t('scouting.player.write')}
        </Button>
      </Group>
      {reports.isPending ? (
        <Text size="sm" c="dimmed">
          {t('scouting.player.loading', { name: isolate(playerName) })}
        </Text>
      ) : rows.length === 0 ? (
        <Text size="sm">{t('scouting.player.none')}</Text>
      ) : (
        <List size="sm" spacing={4}>
          {rows.map((report) => (
            <List.Item key={report.id}>
              <Anchor component={Link} to={`/scout-reports/${report.id}`}>
                {day.format(new Date(`${report.watchedOn}T00:00:00Z`))}
              </Anchor>{' '}
              <Badge size="sm" variant="light" color={verdictColor(report.verdict)}>
                {verdictLabel(report.verdict)}
              </Badge>
            </List.Item>
          ))}
        </List>
      )}
      <Anchor component={Link} to="/scout-reports" size="sm">
        {t('scouting.report.back')}
      </Anchor>
    </Stack>
  );
}

/** A verdict's colour, the same everywhere it is shown. */
export function verdictColor(verdict: string): string {
  return verdict === 'Sign' ? 'pitch' : verdict === 'Monitor' ? 'yellow' : 'gray';
}

/**
 * On a shortlist entry: the caller's latest verdict on the player (when they reported on them), as
 * the shortlist's answer carries it for the whole page (no request of its own), and 'Write a report'.
 */
export function LatestVerdict({ playerId, playerName, latest }: Props & { latest: TShortlistLatestVerdict | null }) {
  const role = useMe().data?.member?.role;
  const t = useScoutingT();
  const verdictLabel = useVerdictLabel();
  if (!writesScoutReports(role)) return null;
  return (
    <Group gap="xs">
      {latest ? (
        <Anchor component={Link} to={`/scout-reports/${latest.reportId}`} size="sm">
          {t('scouting.player.latestVerdict', { verdict: verdictLabel(latest.verdict) })}
        </Anchor>
      ) : null}
      <Button
        component={Link}
        to={newReportPath(playerId)}
        size="compact-sm"
        variant="default"
        aria-label={t('scouting.player.writeLabel', { name: isolate(playerName) })}
      >
        {t('scouting.player.write')}
      </Button>
    </Group>
  );
}
