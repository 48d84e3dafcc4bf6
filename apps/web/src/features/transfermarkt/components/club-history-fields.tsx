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
import { LEAGUE_TIERS, POSITIONS_PLAYED } from '@scouting/contract/transfermarkt';
import { UPLOAD_RULES } from '@scouting/contract/uploads';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  LEAGUE_TIER_LABEL,
  POSITION_PLAYED_LABEL,
  useInputProps,
  useTransfermarktT,
} from '../../../i18n/areas/transfermarkt.ts';
import { type ApplyValues, emptyClub } from './apply-form-values.ts';

type ClubHistoryFieldsProps = { form: UseFormReturnType<ApplyValues> };

const IMAGES = UPLOAD_RULES.tm_club_photo.accept;

const STATS = {
  matches: 'transfermarkt.club.matches',
  goals: 'transfermarkt.club.goals',
  assists: 'transfermarkt.club.assists',
  cleanSheets: 'transfermarkt.club.cleanSheets',
} as const;

/** One fieldset per club of the player's history; at least one stays (docs/product.md#transfermarkt). */
export function ClubHistoryFields({ form }: ClubHistoryFieldsProps) {
  const t = useTransfermarktT();
  const inputProps = useInputProps(form);
  const clubs = form.getValues().clubHistory;
  const at = (index: number, name: string) => inputProps(`clubHistory.${index}.${name}`);
  const tiers = LEAGUE_TIERS.map((value) => ({ value, label: t(LEAGUE_TIER_LABEL[value]) }));
  const positions = POSITIONS_PLAYED.map((value) => ({ value, label: t(POSITION_PLAYED_LABEL[value]) }));
  return (
    <Stack gap="md">
      {clubs.map((club, index) => {
        const legend = t('transfermarkt.club.legend', { number: index + 1 });
        return (
          <Fieldset key={club.key} legend={legend} style={{ minWidth: 0 }}>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label={t('transfermarkt.club.club')} required {...at(index, 'club')} />
                <TextInput label={t('transfermarkt.leagueName')} required {...at(index, 'leagueName')} />
                <YearInput label={t('transfermarkt.club.fromYear')} {...at(index, 'from')} />
                <YearInput label={t('transfermarkt.club.toYear')} {...at(index, 'to')} />
                <Select
                  label={t('transfermarkt.club.leagueTier')}
                  required
                  data={tiers}
                  allowDeselect={false}
                  {...at(index, 'leagueTier')}
                />
                <Select
                  label={t('transfermarkt.club.positionPlayed')}
                  required
                  data={positions}
                  allowDeselect={false}
                  {...at(index, 'positionPlayed')}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 2, sm: 4 }}>
                {(['matches', 'goals', 'assists', 'cleanSheets'] as const).map((stat) => (
                  <NumberInput
                    key={stat}
                    label={t(STATS[stat])}
                    min={0}
                    allowDecimal={false}
                    allowNegative={false}
                    {...at(index, stat)}
                  />
                ))}
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label={t('transfermarkt.clubWebsite')} type="url" {...at(index, 'clubWebsite')} />
                <FileInput
                  label={t('transfermarkt.club.photo')}
                  description={t('transfermarkt.club.photoHelp')}
                  accept={IMAGES}
                  clearable
                  {...at(index, 'clubPhoto')}
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
                    {t('transfermarkt.club.remove', { number: index + 1 })}
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
          {t('transfermarkt.club.add')}
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
