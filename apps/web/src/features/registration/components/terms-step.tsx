import { Checkbox, List, Stack, Text } from '@mantine/core';
import { TERMS_OF_SERVICE } from '@scouting/contract/messages';
import { type AccountMessageId, useAccountT } from '../../../i18n/areas/account.ts';
import { useWizardInputProps } from './wizard-form.ts';

/**
 * Step 7: the terms, word for word (the contract's TERMS_OF_SERVICE; the catalog's
 * English is checked against it), and the box that must be ticked before Submit.
 */
export function TermsStep() {
  const t = useAccountT();
  const inputProps = useWizardInputProps();
  return (
    <Stack gap="md">
      <Text>{t('account.terms.intro')}</Text>
      <List spacing="xs">
        {TERMS_OF_SERVICE.map((statement, index) => (
          <List.Item key={statement}>{t(`account.terms.${index}` as AccountMessageId)}</List.Item>
        ))}
      </List>
      <Checkbox label={t('account.terms.accept')} required {...inputProps('acceptTerms', { type: 'checkbox' })} />
    </Stack>
  );
}
