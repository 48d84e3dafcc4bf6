import { Button, Text } from '@mantine/core';
import { PUSH_MESSAGES } from '@scouting/contract/push';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../../api/client.ts';
import { Outcome, type TOutcome } from '../../../components/form-alert.tsx';
import { useSettingsT } from '../../../i18n/areas/settings.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { pushDeviceQuery, pushSupported, usePushToggle } from '../api/push-notifications.ts';
import { SettingsSection } from './settings-section.tsx';

/**
 * Settings → Notifications on this device (decision 028): pushes a short line (never a message's
 * text) when no page of the app is open. The browser's permission is asked only on the click.
 */
export function PushNotificationSettings() {
  const device = useQuery(pushDeviceQuery);
  const t = useSettingsT();
  const sentence = useSentence();
  const { turnOn, turnOff } = usePushToggle();
  const [outcome, setOutcome] = useState<TOutcome>(null);
  // The server's words, the refused permission, or (the browser or its push service failed) a general line.
  const failed = (error: unknown) =>
    setOutcome({
      tone: 'error',
      message: sentence(
        isApiError(error)
          ? errorMessage(error)
          : error instanceof Error && error.message === PUSH_MESSAGES.permissionDenied
            ? error.message
            : PUSH_MESSAGES.subscribeFailed,
      ),
    });
  const enable = () => {
    setOutcome(null);
    turnOn.mutate(undefined, {
      onSuccess: () => setOutcome({ tone: 'success', message: sentence(PUSH_MESSAGES.turnedOn) }),
      onError: failed,
    });
  };
  const disable = () => {
    setOutcome(null);
    turnOff.mutate(undefined, {
      onSuccess: () => setOutcome({ tone: 'success', message: sentence(PUSH_MESSAGES.turnedOff) }),
      onError: failed,
    });
  };
  const supported = pushSupported();
  const subscribed = device.data?.subscribed ?? false;
  return (
    <SettingsSection title={t('settings.push.title')}>
      <Text size="sm">{t('settings.push.intro')}</Text>
      {supported ? null : <Text size="sm">{sentence(PUSH_MESSAGES.unsupported)}</Text>}
      {supported && device.data?.permission === 'denied' && !subscribed ? (
        <Text size="sm">{sentence(PUSH_MESSAGES.permissionDenied)}</Text>
      ) : null}
      <Outcome outcome={outcome} />
      {supported && subscribed ? (
        <Button variant="default" onClick={disable} loading={turnOff.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('settings.push.turnOff')}
        </Button>
      ) : null}
      {supported && !subscribed ? (
        <Button
          onClick={enable}
          loading={turnOn.isPending}
          disabled={device.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('settings.push.turnOn')}
        </Button>
      ) : null}
    </SettingsSection>
  );
}
