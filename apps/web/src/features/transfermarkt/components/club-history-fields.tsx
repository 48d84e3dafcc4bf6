import {
  Button,
  Fieldset,
  FileInput,
  Group,
  NumberInput,
  type NumberInputProps,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { LEAGUE_TIERS, POSITIONS_PLAYED, UPLOAD_RULES } from '@scouting/contract';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type ApplyValues, emptyClub } from './apply-form-values.ts';

type ClubHistoryFieldsProps = { form: UseFormReturnType<ApplyValues> };

const IMAGES = UPLOAD_RULES.tm_club_photo.accept;

/** One fieldset per club of the player's history; at least one stays (SPEC §5). */
export function ClubHistoryFields({ form }: ClubHistoryFieldsProps) {
  const clubs = form.getValues().clubHistory;
  const at = (index: number, name: string) => `clubHistory.${index}.${name}`;
  return (
    <Stack gap="md">
      {clubs.map((club, index) => {
        const legend = `Club ${index + 1}`;
        return (
          <Fieldset key={club.key} legend={legend} style={{ minWidth: 0 }}>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label="Club" required {...form.getInputProps(at(index, 'club'))} />
                <TextInput label="League name" required {...form.getInputProps(at(index, 'leagueName'))} />
                <YearInput label="From year" {...form.getInputProps(at(index, 'from'))} />
                <YearInput label="To year" {...form.getInputProps(at(index, 'to'))} />
                <Select
                  label="League tier"
                  required
                  data={[...LEAGUE_TIERS]}
                  allowDeselect={false}
                  {...form.getInputProps(at(index, 'leagueTier'))}
                />
                <Select
                  label="Position played"
                  required
                  data={[...POSITIONS_PLAYED]}
                  allowDeselect={false}
                  {...form.getInputProps(at(index, 'positionPlayed'))}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 2, sm: 4 }}>
                {(['matches', 'goals', 'assists', 'cleanSheets'] as const).map((stat) => (
                  <NumberInput
                    key={stat}
                    label={stat === 'cleanSheets' ? 'Clean sheets' : stat[0]?.toUpperCase() + stat.slice(1)}
                    min={0}
                    allowDecimal={false}
                    allowNegative={false}
                    {...form.getInputProps(at(index, stat))}
                  />
                ))}
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label="Club website" type="url" {...form.getInputProps(at(index, 'clubWebsite'))} />
                <FileInput
                  label="Club photo"
                  description="Optional: an image"
                  accept={IMAGES}
                  clearable
                  {...form.getInputProps(at(index, 'clubPhoto'))}
                />
              </SimpleGrid>
              {clubs.length > 1 ? (
                <Group justify="flex-end">
                  <Button
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={16} aria-hidden />}
                    onClick={() => form.removeListItem('clubHistory', index)}
                  >
                    Remove club {index + 1}
                  </Button>
                </Group>
              ) : null}
            </Stack>
          </Fieldset>
        );
      })}
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => form.insertListItem('clubHistory', emptyClub())}
        >
          Add another club
        </Button>
      </Group>
    </Stack>
  );
}

/** A four-digit year of a club spell, without the thousands separator a count would get. */
function YearInput(props: NumberInputProps) {
  return (
    <NumberInput
      required
      min={1900}
      max={2100}
      allowDecimal={false}
      allowNegative={false}
      thousandSeparator={false}
      {...props}
    />
  );
}
