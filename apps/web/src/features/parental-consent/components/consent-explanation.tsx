import { List, Stack, Text, Title } from '@mantine/core';
import { CONSENT_EXPLANATION, MESSAGES } from '@scouting/contract';

/** What the network is and what is shown to whom: the same words as the parent's mail. */
export function ConsentExplanation({ childFullName }: { childFullName: string }) {
  return (
    <Stack gap="sm">
      <Text>
        {childFullName} has created a player account on {MESSAGES.productName} and gave your e-mail address as their
        parent or guardian.
      </Text>
      <Text>
        {MESSAGES.productName}: {MESSAGES.tagline}
      </Text>
      <Text>{CONSENT_EXPLANATION.why}</Text>
      <Title order={2} size="h4">
        What is shown, and to whom
      </Title>
      <List spacing="xs">
        <List.Item>{CONSENT_EXPLANATION.shown}</List.Item>
        <List.Item>{CONSENT_EXPLANATION.contact}</List.Item>
        <List.Item>{CONSENT_EXPLANATION.refuse}</List.Item>
      </List>
    </Stack>
  );
}
