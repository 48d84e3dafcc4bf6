import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MESSAGES, type TParentConsent } from '@scouting/contract';
import { useState } from 'react';
import { errorMessage } from '../../../api/client.ts';
import { useResendConsentMail } from '../api/resend-consent-mail.ts';
import { ChangeParentEmailForm } from './change-parent-email-form.tsx';

type ParentConsentAlertProps = { playerId: number; parentEmail: string; consent: TParentConsent };

/**
 * Issue 12 §1 on the minor's dashboard: while the parent has not answered, say who was asked and
 * offer 'Resend' and 'Change address'; a refusal says the account will be closed.
 */
export function ParentConsentAlert({ playerId, parentEmail, consent }: ParentConsentAlertProps) {
  const resend = useResendConsentMail();
  const [changing, setChanging] = useState(false);
  if (consent === 'refused') {
    return (
      <Alert color="red" title="Consent refused">
        {MESSAGES.parentConsentRefused}
      </Alert>
    );
  }
  if (consent !== 'pending') return null;
  return (
    <Alert color="pitch" title="Waiting for your parent or guardian">
      <Stack gap="sm">
        <Text size="sm">{MESSAGES.parentConsentPending}</Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          We sent the e-mail to <strong>{parentEmail}</strong>.
        </Text>
        {changing ? (
          <ChangeParentEmailForm playerId={playerId} onDone={() => setChanging(false)} />
        ) : (
          <Group gap="xs">
            <Button
              size="xs"
              onClick={() =>
                resend.mutate(undefined, {
                  onSuccess: ({ message }) => notifications.show({ color: 'pitch', message }),
                })
              }
              loading={resend.isPending}
            >
              Resend
            </Button>
            <Button size="xs" variant="default" onClick={() => setChanging(true)}>
              Change address
            </Button>
          </Group>
        )}
        {resend.isError && !changing ? (
          <Text size="sm" c="red.9" role="alert">
            {errorMessage(resend.error)}
          </Text>
        ) : null}
      </Stack>
    </Alert>
  );
}
