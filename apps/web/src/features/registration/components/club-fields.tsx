import { Group, Radio, SimpleGrid, TextInput } from '@mantine/core';
import { CLUB_TYPES } from '@scouting/contract/constants';
import { EmailInput, WebsiteInput } from '../../../components/text-inputs.tsx';
import { useAccountT } from '../../../i18n/areas/account.ts';
import { CountrySelect } from './country-select.tsx';
import { useWizardInputProps } from './wizard-form.ts';

/** Step 6 for a club (docs/product.md#accounts-and-registration); clubs have no age. The type is stored in English, its label translated. */
export function ClubFields() {
  const t = useAccountT();
  const inputProps = useWizardInputProps();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput label={t('account.field.clubName')} autoComplete="organization" required {...inputProps('clubName')} />
      <CountrySelect field="clubCountry" label={t('account.field.clubCountry')} />
      <TextInput label={t('account.field.currentLeague')} required {...inputProps('currentLeague')} />
      <Radio.Group label={t('account.field.typeOfClub')} required {...inputProps('typeOfClub')}>
        <Group gap="md" mt="xs">
          {CLUB_TYPES.map((type) => (
            <Radio key={type} value={type} label={t(`account.clubType.${type}`)} />
          ))}
        </Group>
      </Radio.Group>
      <EmailInput label={t('account.field.clubEmail')} {...inputProps('clubEmail')} />
      <WebsiteInput label={t('account.field.clubWebsite')} {...inputProps('clubWebsite')} />
    </SimpleGrid>
  );
}
