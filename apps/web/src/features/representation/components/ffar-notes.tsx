import { Alert, Stack, Text } from '@mantine/core';
import { REPRESENTATION_MESSAGES } from '@scouting/contract/representation';
import { IconScale } from '@tabler/icons-react';
import { useRepresentationT } from '../../../i18n/areas/representation.ts';
import { useSentence } from '../../../i18n/sentences.ts';

/** The FIFA Football Agent Regulations the form and the agreement keep (FFAR Articles 12 and 15). */
export function FfarNotes({ title }: { title?: string }) {
  const t = useRepresentationT();
  const sentence = useSentence();
  return (
    <Alert color="blue" variant="light" title={title ?? t('representation.ffarTitle')} icon={<IconScale aria-hidden />}>
      <Stack gap={6}>
        <Text size="sm">{sentence(REPRESENTATION_MESSAGES.durationRule)}</Text>
        <Text size="sm">{sentence(REPRESENTATION_MESSAGES.feeRule)}</Text>
      </Stack>
    </Alert>
  );
}
