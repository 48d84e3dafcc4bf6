import { Button, Text } from '@mantine/core';
import { MESSAGES } from '@scouting/contract';
import { useState } from 'react';
import { errorMessage } from '../../../api/client.ts';
import { Outcome, type TOutcome } from '../../../components/form-alert.tsx';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions.ts';
import { SettingsSection } from './settings-section.tsx';

/** Settings → Sessions: signs the account out of every other browser and device. */
export function OtherSessions() {
  const revoke = useRevokeOtherSessions();
  const [outcome, setOutcome] = useState<TOutcome>(null);
  const signOutOthers = () => {
    setOutcome(null);
    revoke.mutate(undefined, {
      onSuccess: () => setOutcome({ tone: 'success', message: MESSAGES.otherSessionsSignedOut }),
      onError: (error) => setOutcome({ tone: 'error', message: errorMessage(error) }),
    });
  };
  return (
    <SettingsSection title="Sessions">
      <Text size="sm">Signed in on a shared computer or a lost phone? End every session except this one.</Text>
      <Outcome outcome={outcome} />
      <Button variant="default" onClick={signOutOthers} loading={revoke.isPending} style={{ alignSelf: 'flex-start' }}>
        Sign out other sessions
      </Button>
    </SettingsSection>
  );
}
