import { Button, Group, Stack, Text } from '@mantine/core';

type Choice = 'accept' | 'decline';

/**
 * Accept or Decline a trial invitation, from an application or from a pitch (docs/product.md#applications):
 * the question, and the two buttons, the chosen one spinning while the answer is sent.
 */
export function TrialAnswerButtons({
  prompt,
  acceptLabel,
  declineLabel,
  sending,
  onAnswer,
}: {
  prompt: string;
  acceptLabel: string;
  declineLabel: string;
  /** The answer being sent, or null. */
  sending: Choice | null;
  onAnswer: (choice: Choice) => void;
}) {
  return (
    <Stack gap={6}>
      <Text size="sm">{prompt}</Text>
      <Group gap="xs">
        <Button size="sm" onClick={() => onAnswer('accept')} loading={sending === 'accept'} disabled={sending !== null}>
          {acceptLabel}
        </Button>
        <Button
          size="sm"
          variant="default"
          onClick={() => onAnswer('decline')}
          loading={sending === 'decline'}
          disabled={sending !== null}
        >
          {declineLabel}
        </Button>
      </Group>
    </Stack>
  );
}
