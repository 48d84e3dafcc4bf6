import { Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { MESSAGES, REGISTRATION_ROLES } from '@scouting/contract';
import { CountrySelect } from './country-select.tsx';
import { useWizardFormContext } from './wizard-form.ts';

/** Step 1: first and last name, sent together as fullName. */
export function NameStep() {
  const form = useWizardFormContext();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        label="First name"
        autoComplete="given-name"
        required
        data-autofocus
        {...form.getInputProps('firstName')}
      />
      <TextInput label="Last name" autoComplete="family-name" required {...form.getInputProps('lastName')} />
    </SimpleGrid>
  );
}

/** Step 2: whether the name is free is asked when Next is pressed. */
export function UsernameStep() {
  const form = useWizardFormContext();
  return (
    <TextInput
      label="Username"
      description={MESSAGES.usernameFormat}
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      required
      {...form.getInputProps('username')}
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
  const form = useWizardFormContext();
  return (
    <TextInput
      label="Date of birth"
      type="date"
      autoComplete="bday"
      min="1900-01-01"
      max={today()}
      required
      {...form.getInputProps('dob')}
    />
  );
}

/** Step 4. */
export function CountryStep() {
  return <CountrySelect field="country" label="Country" />;
}

/** Step 5: the four roles a person may register as (SPEC §2). */
export function RoleStep() {
  const form = useWizardFormContext();
  return (
    <Radio.Group label="I am registering as" required {...form.getInputProps('role')}>
      <Stack gap="sm" mt="xs">
        {REGISTRATION_ROLES.map((role) => (
          <Radio key={role} value={role} label={role} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
