import { Alert, Stack, Text } from '@mantine/core';
import { REPRESENTATION_MESSAGES } from '@scouting/contract';
import { IconScale } from '@tabler/icons-react';

/** The FIFA Football Agent Regulations the form and the agreement keep (FFAR Articles 12 and 15). */
export function FfarNotes({ title = 'FIFA rules' }: { title?: string }) {
  return (
    <Alert color="blue" variant="light" title={title} icon={<IconScale aria-hidden />}>
      <Stack gap={6}>
        <Text size="sm">{REPRESENTATION_MESSAGES.durationRule}</Text>
        <Text size="sm">{REPRESENTATION_MESSAGES.feeRule}</Text>
      </Stack>
    </Alert>
  );
}
