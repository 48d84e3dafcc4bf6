import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { TRepresentationConsent } from '@scouting/contract';
import { useState } from 'react';
import { errorMessage } from '../../../api/client.ts';
import type { TGuardianAnswer } from '../api/answer-representation-consent.ts';

const focusOnMount = (node: HTMLButtonElement | null) => node?.focus();

type GuardianAnswerProps = {
  consent: TRepresentationConsent;
  sending: TGuardianAnswer | null;
  error: Error | null;
  onAnswer: (answer: TGuardianAnswer) => void;
};

/**
 * Confirm or Refuse, each asked again in place before it is sent (the public pages carry no modals
 * provider): the answer is final, and opening the link alone decides nothing.
 */
export function GuardianAnswer({ consent, sending, error, onAnswer }: GuardianAnswerProps) {
  const [asking, setAsking] = useState<TGuardianAnswer | null>(null);
  // The button pressed goes away: focus follows to the question's first button, and back again.
  const [lastAsked, setLastAsked] = useState<TGuardianAnswer | null>(null);
  const ask = (answer: TGuardianAnswer | null) => {
    if (answer) setLastAsked(answer);
    setAsking(answer);
  };
  const busy = sending !== null;
  if (asking) {
    const confirming = asking === 'confirm';
    return (
      <Alert
        color={confirming ? 'pitch' : 'red'}
        variant="outline"
        title={
          confirming
            ? `Confirm the agreement? It starts today and lasts ${consent.months === 1 ? 'one month' : `${consent.months} months`}.`
            : 'Refuse the agreement? It will not start.'
        }
      >
        <Stack gap="sm" mt="xs">
          {error ? <Text c="red.8">{errorMessage(error)}</Text> : null}
          <Group gap="sm" wrap="wrap">
            <Button
              color={confirming ? 'pitch' : 'red'}
              onClick={() => onAnswer(asking)}
              loading={busy}
              ref={focusOnMount}
            >
              {confirming ? 'Yes, confirm the agreement' : 'Yes, refuse the agreement'}
            </Button>
            <Button variant="default" onClick={() => ask(null)} disabled={busy}>
              Go back
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      <Text fw={600}>
        Do you agree that {consent.agentName} represents {consent.childFirstName} on these terms?
      </Text>
      <Group gap="sm" wrap="wrap">
        <Button onClick={() => ask('confirm')} ref={lastAsked === 'confirm' ? focusOnMount : undefined}>
          Confirm
        </Button>
        <Button
          color="red"
          variant="outline"
          onClick={() => ask('refuse')}
          ref={lastAsked === 'refuse' ? focusOnMount : undefined}
        >
          Refuse
        </Button>
      </Group>
    </Stack>
  );
}
