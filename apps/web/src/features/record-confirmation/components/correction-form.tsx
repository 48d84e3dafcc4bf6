import { Alert, Button, Fieldset, Group, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type TCareerEntry, type TCareerSeasonInput, ZCareerSeasonInput } from '@scouting/contract/schemas/career';
import { useState } from 'react';
import { useCareerT } from '../../../i18n/areas/career.ts';
import { withSentenceError } from '../../../i18n/field-errors.ts';
import { useSentence } from '../../../i18n/sentences.ts';

const COUNTS = ['appearances', 'starts', 'minutes', 'goals', 'assists', 'cleanSheets'] as const;
const REQUIRED = new Set<string>(['appearances', 'goals', 'assists']);
const LABEL = {
  appearances: 'career.field.appearances',
  starts: 'career.field.starts',
  minutes: 'career.field.minutes',
  goals: 'career.field.goals',
  assists: 'career.field.assists',
  cleanSheets: 'career.field.cleanSheets',
} as const;

type LineValues = { season: string } & Record<(typeof COUNTS)[number], number | string>;

/** A number field's value as the contract reads it: empty optional fields are left out. */
function toLine(values: LineValues): Record<string, unknown> {
  const line: Record<string, unknown> = { season: values.season };
  for (const key of COUNTS) {
    const value = values[key];
    if (value !== '' && value !== null) line[key] = Number(value);
  }
  return line;
}

/**
 * The coach's own numbers for the entry's seasons (docs/product.md#a-coach-confirms), filled with the
 * player's: what the coach changes, the player sees and accepts or rejects.
 */
export function CorrectionForm({
  entry,
  pending,
  error,
  onSend,
  onCancel,
}: {
  entry: TCareerEntry;
  pending: boolean;
  error: string | null;
  onSend: (seasons: TCareerSeasonInput[]) => void;
  onCancel: () => void;
}) {
  const t = useCareerT();
  const sentence = useSentence();
  const [invalid, setInvalid] = useState(false);
  const form = useForm<{ seasons: LineValues[] }>({
    initialValues: {
      seasons: entry.seasons.map((line) => ({
        season: line.season,
        appearances: line.appearances,
        starts: line.starts ?? '',
        minutes: line.minutes ?? '',
        goals: line.goals,
        assists: line.assists,
        cleanSheets: line.cleanSheets ?? '',
      })),
    },
    validate: {
      seasons: {
        appearances: (_value, values, path) => issueAt(values, path),
        starts: (_value, values, path) => issueAt(values, path),
        minutes: (_value, values, path) => issueAt(values, path),
        goals: (_value, values, path) => issueAt(values, path),
        assists: (_value, values, path) => issueAt(values, path),
        cleanSheets: (_value, values, path) => issueAt(values, path),
      },
    },
  });
  const submit = form.onSubmit(
    (values) => {
      setInvalid(false);
      onSend(values.seasons.map((line) => ZCareerSeasonInput.parse(toLine(line))));
    },
    () => setInvalid(true),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={t('career.confirm.correct')}>
      <Stack gap="sm">
        {form.values.seasons.map((line, index) => (
          <Fieldset key={line.season} legend={t('career.confirm.correctLegend', { season: line.season })}>
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
              {COUNTS.map((key) => (
                <NumberInput
                  key={key}
                  label={t(LABEL[key])}
                  required={REQUIRED.has(key)}
                  min={0}
                  {...withSentenceError(form.getInputProps(`seasons.${index}.${key}`), sentence)}
                />
              ))}
            </SimpleGrid>
          </Fieldset>
        ))}
        {invalid || error ? (
          <Alert color="red">{error ? sentence(error) : t('career.confirm.fixNumbers')}</Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={pending}>
            {t('career.confirm.sendCorrection')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('career.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The contract's message for the field at `path` (seasons.N.key), if the line breaks a rule there. */
function issueAt(values: { seasons: LineValues[] }, path: string): string | null {
  const [, index, key] = path.split('.');
  const line = values.seasons[Number(index)];
  if (!line) return null;
  const checked = ZCareerSeasonInput.safeParse(toLine(line));
  if (checked.success) return null;
  return checked.error.issues.find((issue) => issue.path[0] === key)?.message ?? null;
}
