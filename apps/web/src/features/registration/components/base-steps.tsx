import { Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { MESSAGES } from '@scouting/contract/messages';
import { REGISTRATION_ROLES } from '@scouting/contract/roles';
import { useAccountT } from '../../../i18n/areas/account.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { CountrySelect } from './country-select.tsx';
import { useWizardInputProps } from './wizard-form.ts';

/** Step 1: first and last name, sent together as fullName. */
export function NameStep() {
  const t = useAccountT();
  const inputProps = useWizardInputProps();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        label={t('account.field.firstName')}
        autoComplete="given-name"
        required
        data-autofocus
        {...inputProps('firstName')}
      />
      <TextInput label={t('account.field.lastName')} autoComplete="family-name" required {...inputProps('lastName')} />
    </SimpleGrid>
  );
}

/** Step 2: whether the name is free is asked when Next is pressed. */
export function UsernameStep() {
  const t = useAccountT();
  const sentence = useSentence();
  const inputProps = useWizardInputProps();
  return (
    <TextInput
      label={t('account.field.username')}
      description={sentence(MESSAGES.usernameFormat)}
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      required
      {...inputProps('username')}
    />
  );
}

function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Step 3: the browser's own date picker, accessible on every device. */
export function DobStep() {
  const t = useAccountT();
  const inputProps = useWizardInputProps();
  return (
    <TextInput
      label={t('account.field.dob')}
      type="date"
      autoComplete="bday"
      min="1900-01-01"
      max={today()}
      required
      {...inputProps('dob')}
    />
  );
}

/** Step 4. */
export function CountryStep() {
  const t = useAccountT();
  return <CountrySelect field="country" label={t('account.field.country')} />;
}

/** Step 5: the four roles a person may register as (docs/product.md#accounts-and-registration); the role is sent in English, its label translated. */
export function RoleStep() {
  const t = useAccountT();
  const inputProps = useWizardInputProps();
  return (
    <Radio.Group label={t('account.field.role')} required {...inputProps('role')}>
      <Stack gap="sm" mt="xs">
        {REGISTRATION_ROLES.map((role) => (
          <Radio key={role} value={role} label={t(`account.role.${role}`)} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
