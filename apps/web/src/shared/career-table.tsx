import { Badge, Box, Button, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { isolate, isolateTexts } from '@scouting/contract/bidi-isolate';
import type { TCareerSource } from '@scouting/contract/career';
import type { TCareer, TCareerEntry, TCareerSeason } from '@scouting/contract/schemas/career';
import { useQuery } from '@tanstack/react-query';
import { careerQueryOptions } from '../api/career.ts';
import { useCareerT } from '../i18n/areas/career.ts';
import { useCountryName } from '../i18n/countries.ts';

const SOURCE_COLOR: Record<TCareerSource, string> = {
  'Self-reported': 'gray',
  'Confirmed by coach': 'teal',
  Verified: 'blue',
};

/** A line's source as a badge, with the coach who confirmed it when one did (docs/product.md#career-and-seasons). */
function SourceCell({ line }: { line: TCareerSeason }) {
  const t = useCareerT();
  return (
    <Stack gap={2}>
      <Badge color={SOURCE_COLOR[line.source]} variant="light" style={{ textTransform: 'none' }}>
        {t(`career.source.${line.source}`)}
      </Badge>
      {line.confirmedBy ? (
        <Text size="xs" c="dimmed">
          {t('career.confirmedBy', isolateTexts(line.confirmedBy))}
        </Text>
      ) : null}
    </Stack>
  );
}

const dash = (value: number | null) => (value === null ? '–' : value);

function EntrySeasons({
  entry,
  onVerify,
}: {
  entry: TCareerEntry;
  onVerify: ((line: TCareerSeason) => void) | undefined;
}) {
  const t = useCareerT();
  if (entry.seasons.length === 0) return <Text size="sm">{t('career.noSeasons')}</Text>;
  return (
    // Scrolls sideways in its own box on a phone rather than squeezing eight columns into 390 px;
    // the box takes the keyboard's focus so the hidden columns are reachable without a mouse.
    <Box tabIndex={0} style={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Table miw={560} striped withTableBorder aria-label={t('career.seasonsOf', { club: isolate(entry.club) })}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('career.col.season')}</Table.Th>
            <Table.Th scope="col">{t('career.col.appearances')}</Table.Th>
            <Table.Th scope="col">{t('career.col.starts')}</Table.Th>
            <Table.Th scope="col">{t('career.col.minutes')}</Table.Th>
            <Table.Th scope="col">{t('career.col.goals')}</Table.Th>
            <Table.Th scope="col">{t('career.col.assists')}</Table.Th>
            <Table.Th scope="col">{t('career.col.cleanSheets')}</Table.Th>
            <Table.Th scope="col">{t('career.col.source')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entry.seasons.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Th scope="row">{line.season}</Table.Th>
              <Table.Td>{line.appearances}</Table.Td>
              <Table.Td>{dash(line.starts)}</Table.Td>
              <Table.Td>{dash(line.minutes)}</Table.Td>
              <Table.Td>{line.goals}</Table.Td>
              <Table.Td>{line.assists}</Table.Td>
              <Table.Td>{dash(line.cleanSheets)}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <SourceCell line={line} />
                  {onVerify && line.source !== 'Verified' ? (
                    <Button size="compact-xs" variant="default" onClick={() => onVerify(line)}>
                      {t('career.verify', { season: line.season, club: isolate(entry.club) })}
                    </Button>
                  ) : null}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

/**
 * The record as each reader sees it: one card per club, most recent first, and its seasons as a
 * table with the source on each line. `headingOrder` fits the page the record sits in.
 */
export function CareerTable({
  career,
  headingOrder = 3,
  emptyText,
  onVerify,
}: {
  career: TCareer;
  headingOrder?: 3 | 4;
  emptyText?: string;
  onVerify?: (line: TCareerSeason) => void;
}) {
  const t = useCareerT();
  const countryName = useCountryName();
  return (
    <Stack gap="md">
      {career.entries.length === 0 ? <Text size="sm">{emptyText ?? t('career.empty')}</Text> : null}
      {career.entries.map((entry) => (
        <Card key={entry.id} withBorder padding="sm">
          <Stack gap="xs">
            <Group gap="xs" wrap="wrap">
              <Title order={headingOrder} size="h5">
                <bdi>{entry.club}</bdi>
              </Title>
              <Badge variant="outline" style={{ textTransform: 'none' }}>
                {t(`career.kind.${entry.kind}`)}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {[
                entry.country ? countryName(entry.country) : null,
                entry.level,
                t('career.period', { from: entry.from, to: entry.to ?? t('career.present') }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            <EntrySeasons entry={entry} onVerify={onVerify} />
          </Stack>
        </Card>
      ))}
      {career.note ? <Text size="sm">{t('career.note', { note: isolate(career.note) })}</Text> : null}
    </Stack>
  );
}

/** Each compared player's record, one under the other (a record is too wide to sit in a column). */
export function ComparedCareers({ players }: { players: { id: number; fullName: string }[] }) {
  const t = useCareerT();
  return (
    <Stack gap="md" component="section" aria-label={t('career.title')}>
      <Title order={2} size="h3">
        {t('career.title')}
      </Title>
      {players.map((player) => (
        <ComparedCareer key={player.id} player={player} />
      ))}
    </Stack>
  );
}

function ComparedCareer({ player }: { player: { id: number; fullName: string } }) {
  const t = useCareerT();
  const career = useQuery(careerQueryOptions(player.id));
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        <bdi>{player.fullName}</bdi>
      </Title>
      {career.isPending ? <Skeleton height={64} /> : null}
      {career.data ? <CareerTable career={career.data} headingOrder={4} /> : null}
      {career.isError ? <Text size="sm">{t('career.empty')}</Text> : null}
    </Stack>
  );
}
