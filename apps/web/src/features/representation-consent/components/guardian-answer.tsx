import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { isolate } from '@scouting/contract/bidi-isolate';
import type { TRepresentationConsent } from '@scouting/contract/schemas/representation';
import { useState } from 'react';
import { errorMessage } from '../../../api/client.ts';
import { useRepresentationT } from '../../../i18n/areas/representation.ts';
import { useSentence } from '../../../i18n/sentences.ts';
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
  const t = useRepresentationT();
  const sentence = useSentence();
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
            ? t('representation.guardian.confirmTitle', { months: consent.months })
            : t('representation.guardian.refuseTitle')
        }
      >
        <Stack gap="sm" mt="xs">
          {error ? <Text c="red.8">{sentence(errorMessage(error))}</Text> : null}
          <Group gap="sm" wrap="wrap">
            <Button
              color={confirming ? 'pitch' : 'red'}
              onClick={() => onAnswer(asking)}
              loading={busy}
              ref={focusOnMount}
            >
              {t(confirming ? 'representation.guardian.yesConfirm' : 'representation.guardian.yesRefuse')}
            </Button>
            <Button variant="default" onClick={() => ask(null)} disabled={busy}>
              {t('representation.guardian.goBack')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      <Text fw={600}>
        {t('representation.guardian.question', {
          agentName: isolate(consent.agentName),
          childFirstName: isolate(consent.childFirstName),
        })}
      </Text>
      <Group gap="sm" wrap="wrap">
        <Button onClick={() => ask('confirm')} ref={lastAsked === 'confirm' ? focusOnMount : undefined}>
          {t('representation.guardian.confirm')}
        </Button>
        <Button
          color="red"
          variant="outline"
          onClick={() => ask('refuse')}
          ref={lastAsked === 'refuse' ? focusOnMount : undefined}
        >
          {t('representation.guardian.refuse')}
        </Button>
      </Group>
    </Stack>
  );
}
