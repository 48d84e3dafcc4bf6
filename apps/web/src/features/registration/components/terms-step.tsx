import { Checkbox, List, Stack, Text } from '@mantine/core';
import { TERMS_OF_SERVICE } from '@scouting/contract';
import { useWizardFormContext } from './wizard-form.ts';

/** Step 7: the terms of SPEC §2, word for word, and the box that must be ticked before Submit. */
export function TermsStep() {
  const form = useWizardFormContext();
  return (
    <Stack gap="md">
      <Text>By registering you agree that:</Text>
      <List spacing="xs">
        {TERMS_OF_SERVICE.map((statement) => (
          <List.Item key={statement}>{statement}</List.Item>
        ))}
      </List>
      <Checkbox
        label="I accept the terms and conditions"
        required
        {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
      />
    </Stack>
  );
}
