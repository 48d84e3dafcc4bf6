import { Alert, Button, Fieldset, Group, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { CAREER_KINDS, CAREER_MESSAGES, type TCareerKind } from '@scouting/contract/career';
import { type TCareer, type TCareerUpdateRequest, ZCareerUpdateRequest } from '@scouting/contract/schemas/career';
import { isApiError } from '../../../api/client.ts';
import { useCountries } from '../../../api/countries.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { useCareerT } from '../../../i18n/areas/career.ts';
import { useCountryOptions } from '../../../i18n/countries.ts';
import { withSentenceError } from '../../../i18n/field-errors.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useSaveCareer } from '../api/career.ts';

type Count = number | string;
type SeasonValues = {
  season: string;
  appearances: Count;
  starts: Count;
  minutes: Count;
  goals: Count;
  assists: Count;
  cleanSheets: Count;
};
type EntryValues = {
  id: number | undefined;
  club: string;
  country: string | null;
  level: string;
  kind: TCareerKind;
  from: string;
  to: string;
  seasons: SeasonValues[];
};
type Values = { entries: EntryValues[] };

const blankSeason = (): SeasonValues => ({
  season: '',
  appearances: '',
  starts: '',
  minutes: '',
  goals: '',
  assists: '',
  cleanSheets: '',
});

const blankEntry = (): EntryValues => ({
  id: undefined,
  club: '',
  country: null,
  level: '',
  kind: 'Senior',
  from: '',
  to: '',
  seasons: [],
});

const toCount = (value: Count) => (value === '' ? undefined : Number(value));
const required = (value: Count) => (value === '' ? Number.NaN : Number(value));

/** The form's values as the PUT sends them: empty optional fields left out. */
function toRequest(values: Values): TCareerUpdateRequest {
  return {
    entries: values.entries.map((entry) => ({
      id: entry.id,
      club: entry.club,
      country: entry.country ?? '',
      level: entry.level || undefined,
      kind: entry.kind,
      from: entry.from,
      to: entry.to || undefined,
      seasons: entry.seasons.map((line) => ({
        season: line.season,
        appearances: required(line.appearances),
        starts: toCount(line.starts),
        minutes: toCount(line.minutes),
        goals: required(line.goals),
        assists: required(line.assists),
        cleanSheets: toCount(line.cleanSheets),
      })),
    })),
  };
}

function fromCareer(career: TCareer): Values {
  const count = (value: number | null) => value ?? '';
  return {
    entries: career.entries.map((entry) => ({
      id: entry.id,
      club: entry.club,
      country: entry.country,
      level: entry.level ?? '',
      kind: entry.kind,
      from: entry.from,
      to: entry.to ?? '',
      seasons: entry.seasons.map((line) => ({
        season: line.season,
        appearances: line.appearances,
        starts: count(line.starts),
        minutes: count(line.minutes),
        goals: line.goals,
        assists: line.assists,
        cleanSheets: count(line.cleanSheets),
      })),
    })),
  };
}

const resolve = schemaResolver(ZCareerUpdateRequest, { sync: true });

/**
 * The owner's editor of their record (docs/product.md#career-and-seasons): clubs and their seasons,
 * one column on a phone. The contract's rules run before the save and again on the server, whose
 * sentence lands on the field it names.
 */
export function CareerEditor({ playerId, career, onDone }: { playerId: number; career: TCareer; onDone: () => void }) {
  const t = useCareerT();
  const sentence = useSentence();
  const save = useSaveCareer(playerId);
  const countries = useCountries();
  const countryOptions = useCountryOptions(countries.data);
  const form = useForm<Values>({
    initialValues: fromCareer(career),
    validate: (values) => resolve(toRequest(values) as never),
  });
  const field = (path: string) => withSentenceError(form.getInputProps(path), sentence);
  const topError = Object.entries(form.errors).find(([path]) => path === 'entries')?.[1];

  const submit = form.onSubmit((values) => {
    save.mutate(toRequest(values), {
      onSuccess: () => {
        notifications.show({ color: 'green', message: sentence(CAREER_MESSAGES.saved) });
        onDone();
      },
      onError: (error) => {
        if (isApiError(error) && error.fields) form.setErrors(error.fields);
        else notifications.show({ color: 'red', message: sentence(error.message) });
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {topError ? <Alert color="red">{sentence(String(topError))}</Alert> : null}
        {form.values.entries.map((entry, index) => {
          const number = index + 1;
          return (
            <Fieldset key={form.key(`entries.${index}`)} legend={t('career.entryLegend', { number })}>
              <Stack gap="sm">
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  <TextInput label={t('career.field.club')} required {...field(`entries.${index}.club`)} />
                  <Select
                    label={t('career.field.country')}
                    required
                    searchable
                    data={countryOptions}
                    {...field(`entries.${index}.country`)}
                  />
                  <TextInput label={t('career.field.level')} {...field(`entries.${index}.level`)} />
                  <Select
                    label={t('career.field.kind')}
                    required
                    allowDeselect={false}
                    data={CAREER_KINDS.map((kind) => ({ value: kind, label: t(`career.kind.${kind}`) }))}
                    {...field(`entries.${index}.kind`)}
                  />
                  <TextInput
                    label={t('career.field.from')}
                    required
                    placeholder="2023-07"
                    {...field(`entries.${index}.from`)}
                  />
                  <TextInput label={t('career.field.to')} placeholder="2025-06" {...field(`entries.${index}.to`)} />
                </SimpleGrid>
                {entry.seasons.map((_, lineIndex) => {
                  const path = `entries.${index}.seasons.${lineIndex}`;
                  return (
                    <Fieldset
                      key={form.key(path)}
                      variant="filled"
                      legend={t('career.seasonLegend', { number: lineIndex + 1 })}
                    >
                      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
                        <TextInput
                          label={t('career.field.season')}
                          required
                          placeholder="2024-25"
                          {...field(`${path}.season`)}
                        />
                        <NumberInput
                          label={t('career.field.appearances')}
                          required
                          min={0}
                          {...field(`${path}.appearances`)}
                        />
                        <NumberInput label={t('career.field.starts')} min={0} {...field(`${path}.starts`)} />
                        <NumberInput label={t('career.field.minutes')} min={0} {...field(`${path}.minutes`)} />
                        <NumberInput label={t('career.field.goals')} required min={0} {...field(`${path}.goals`)} />
                        <NumberInput label={t('career.field.assists')} required min={0} {...field(`${path}.assists`)} />
                        <NumberInput label={t('career.field.cleanSheets')} min={0} {...field(`${path}.cleanSheets`)} />
                      </SimpleGrid>
                      <Group justify="flex-end" mt="xs">
                        <Button
                          variant="subtle"
                          color="red"
                          size="xs"
                          onClick={() => form.removeListItem(`entries.${index}.seasons`, lineIndex)}
                        >
                          {t('career.removeSeason', { number: lineIndex + 1, club: number })}
                        </Button>
                      </Group>
                    </Fieldset>
                  );
                })}
                <Group justify="space-between">
                  <Button
                    variant="light"
                    size="xs"
                    onClick={() => form.insertListItem(`entries.${index}.seasons`, blankSeason())}
                  >
                    {t('career.addSeason')}
                  </Button>
                  <Button variant="subtle" color="red" size="xs" onClick={() => form.removeListItem('entries', index)}>
                    {t('career.removeEntry', { number })}
                  </Button>
                </Group>
              </Stack>
            </Fieldset>
          );
        })}
        <Group>
          <Button variant="light" onClick={() => form.insertListItem('entries', blankEntry())}>
            {t('career.addEntry')}
          </Button>
        </Group>
        <FormActions onCancel={onDone} loading={save.isPending} cancelDisabled={save.isPending}>
          {t('career.save')}
        </FormActions>
      </Stack>
    </form>
  );
}
