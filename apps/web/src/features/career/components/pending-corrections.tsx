import { Box, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isolate, isolateTexts } from '@scouting/contract/bidi-isolate';
import type { TCareer, TPendingCorrection } from '@scouting/contract/schemas/career';
import { errorMessage } from '../../../api/client.ts';
import { useCareerT } from '../../../i18n/areas/career.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useDecideCorrection, usePendingCorrections } from '../api/career.ts';

const COLUMNS = ['appearances', 'starts', 'minutes', 'goals', 'assists', 'cleanSheets'] as const;
type Column = (typeof COLUMNS)[number];

/** One number as the coach wrote it, with the player's own beside it when the coach changed it. */
function Cell({ coach, own }: { coach: number | null | undefined; own: number | null | undefined }) {
  const t = useCareerT();
  const value = coach ?? null;
  const before = own ?? null;
  if (value === before) return <Table.Td>{value ?? '–'}</Table.Td>;
  return (
    <Table.Td>
      <Text span fw={700}>
        {value ?? '–'}
      </Text>{' '}
      <Text span size="xs" c="dimmed">
        {t('career.corrections.was', { value: before ?? '–' })}
      </Text>
    </Table.Td>
  );
}

function Correction({
  playerId,
  career,
  correction,
}: {
  playerId: number;
  career: TCareer;
  correction: TPendingCorrection;
}) {
  const t = useCareerT();
  const sentence = useSentence();
  const decide = useDecideCorrection(playerId);
  const entry = career.entries.find((candidate) => candidate.id === correction.entryId);
  const own = (season: string) => entry?.seasons.find((line) => line.season === season);
  const run = (decision: 'accept' | 'reject') =>
    decide.mutate(
      { requestId: correction.id, decision },
      {
        onSuccess: (answer) => notifications.show({ color: 'green', message: sentence(answer.message) }),
        onError: (error) => notifications.show({ color: 'red', message: sentence(errorMessage(error)) }),
      },
    );
  const label = t('career.corrections.intro', isolateTexts(correction));
  return (
    <Paper withBorder p="sm" component="section" aria-label={label}>
      <Stack gap="sm">
        <Text size="sm">{label}</Text>
        <Box tabIndex={0} style={{ overflowX: 'auto', maxWidth: '100%' }}>
          <Table
            miw={520}
            withTableBorder
            aria-label={t('career.corrections.tableOf', { club: isolate(correction.club) })}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('career.col.season')}</Table.Th>
                {COLUMNS.map((column) => (
                  <Table.Th scope="col" key={column}>
                    {t(`career.col.${column}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {correction.seasons.map((line) => (
                <Table.Tr key={line.season}>
                  <Table.Th scope="row">{line.season}</Table.Th>
                  {COLUMNS.map((column: Column) => (
                    <Cell key={column} coach={line[column]} own={own(line.season)?.[column]} />
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
        <Group gap="xs">
          <Button
            size="xs"
            loading={decide.isPending && decide.variables?.decision === 'accept'}
            onClick={() => run('accept')}
          >
            {t('career.corrections.accept')}
          </Button>
          <Button
            size="xs"
            variant="default"
            loading={decide.isPending && decide.variables?.decision === 'reject'}
            onClick={() => run('reject')}
          >
            {t('career.corrections.reject')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * The owner's corrections from coaches (docs/product.md#a-coach-confirms): what each coach changed, beside
 * the player's own numbers, with Accept (the coach's numbers replace theirs) and Reject.
 */
export function PendingCorrections({ playerId, career }: { playerId: number; career: TCareer }) {
  const corrections = usePendingCorrections(playerId, true);
  const list = corrections.data?.corrections ?? [];
  if (list.length === 0) return null;
  return (
    <Stack gap="sm">
      {list.map((correction) => (
        <Correction key={correction.id} playerId={playerId} career={career} correction={correction} />
      ))}
    </Stack>
  );
}
