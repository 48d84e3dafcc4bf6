import { Button, Text } from '@mantine/core';
import { MESSAGES } from '@scouting/contract/messages';
import { useState } from 'react';
import { errorMessage } from '../../../api/client.ts';
import { Outcome, type TOutcome } from '../../../components/form-alert.tsx';
import { useSettingsT } from '../../../i18n/areas/settings.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions.ts';
import { SettingsSection } from './settings-section.tsx';

/** Settings → Sessions: signs the account out of every other browser and device. */
export function OtherSessions() {
  const revoke = useRevokeOtherSessions();
  const t = useSettingsT();
  const sentence = useSentence();
  const [outcome, setOutcome] = useState<TOutcome>(null);
  const signOutOthers = () => {
    setOutcome(null);
    revoke.mutate(undefined, {
      onSuccess: () => setOutcome({ tone: 'success', message: sentence(MESSAGES.otherSessionsSignedOut) }),
      onError: (error) => setOutcome({ tone: 'error', message: sentence(errorMessage(error)) }),
    });
  };
  return (
    <SettingsSection title={t('settings.sessions.title')}>
      <Text size="sm">{t('settings.sessions.intro')}</Text>
      <Outcome outcome={outcome} />
      <Button variant="default" onClick={signOutOthers} loading={revoke.isPending} style={{ alignSelf: 'flex-start' }}>
        {t('settings.sessions.signOutOthers')}
      </Button>
    </SettingsSection>
  );
}
