import { NumberInput } from '@mantine/core';
import { useAccountT } from '../../../i18n/areas/account.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useWizardFormContext } from './wizard-form.ts';
import { derivedAge } from './wizard-steps.ts';

/** The age the server will check against the date of birth (docs/product.md#accounts-and-registration): shown, never typed. */
export function AgeField() {
  const t = useAccountT();
  const sentence = useSentence();
  const form = useWizardFormContext();
  const error = form.errors.age;
  return (
    <NumberInput
      label={t('account.field.age')}
      description={t('account.field.ageDescription')}
      readOnly
      value={derivedAge(form.getValues().dob)}
      error={typeof error === 'string' ? sentence(error) : error}
      hideControls
    />
  );
}
