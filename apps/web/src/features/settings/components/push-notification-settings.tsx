import { Button, Text } from '@mantine/core';
import { PUSH_MESSAGES } from '@scouting/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../../api/client.ts';
import { Outcome, type TOutcome } from '../../../components/form-alert.tsx';
import { pushDeviceQuery, pushSupported, usePushToggle } from '../api/push-notifications.ts';
import { SettingsSection } from './settings-section.tsx';

/**
 * Settings → Notifications on this device (issue 30 §4): pushes a short line (never a message's
 * text) when no page of the app is open. The browser's permission is asked only on the click.
 */
export function PushNotificationSettings() {
  const device = useQuery(pushDeviceQuery);
  const { turnOn, turnOff } = usePushToggle();
  const [outcome, setOutcome] = useState<TOutcome>(null);
  // The server's words, the refused permission, or (the browser or its push service failed) a general line.
  const failed = (error: unknown) =>
    setOutcome({
      tone: 'error',
      message: isApiError(error)
        ? errorMessage(error)
        : error instanceof Error && error.message === PUSH_MESSAGES.permissionDenied
          ? error.message
          : PUSH_MESSAGES.subscribeFailed,
    });
  const enable = () => {
    setOutcome(null);
    turnOn.mutate(undefined, {
      onSuccess: () => setOutcome({ tone: 'success', message: PUSH_MESSAGES.turnedOn }),
      onError: failed,
    });
  };
  const disable = () => {
    setOutcome(null);
    turnOff.mutate(undefined, {
      onSuccess: () => setOutcome({ tone: 'success', message: PUSH_MESSAGES.turnedOff }),
      onError: failed,
    });
  };
  const supported = pushSupported();
  const subscribed = device.data?.subscribed ?? false;
  return (
    <SettingsSection title="Notifications on this device">
      <Text size="sm">
        Get a notification on this device when you have a new message or notification and the site is not open. It says
        who wrote, never what they wrote.
      </Text>
      {supported ? null : <Text size="sm">{PUSH_MESSAGES.unsupported}</Text>}
      {supported && device.data?.permission === 'denied' && !subscribed ? (
        <Text size="sm">{PUSH_MESSAGES.permissionDenied}</Text>
      ) : null}
      <Outcome outcome={outcome} />
      {supported && subscribed ? (
        <Button variant="default" onClick={disable} loading={turnOff.isPending} style={{ alignSelf: 'flex-start' }}>
          Turn off notifications
        </Button>
      ) : null}
      {supported && !subscribed ? (
        <Button
          onClick={enable}
          loading={turnOn.isPending}
          disabled={device.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          Turn on notifications
        </Button>
      ) : null}
    </SettingsSection>
  );
}
