import { NumberInput } from '@mantine/core';
import { useWizardFormContext } from './wizard-form.ts';
import { derivedAge } from './wizard-steps.ts';

/** The age the server will check against the date of birth (SPEC §3): shown, never typed. */
export function AgeField() {
  const form = useWizardFormContext();
  return (
    <NumberInput
      label="Age"
      description="Worked out from your date of birth"
      readOnly
      value={derivedAge(form.getValues().dob)}
      error={form.errors.age}
      hideControls
    />
  );
}
