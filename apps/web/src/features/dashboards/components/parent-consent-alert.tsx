import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MESSAGES } from '@scouting/contract/messages';
import type { TParentConsent } from '@scouting/contract/safeguarding';
import { useState } from 'react';
import { errorMessage } from '../../../api/client.ts';
import { useDashboardsT } from '../../../i18n/areas/dashboards.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useResendConsentMail } from '../api/resend-consent-mail.ts';
import { ChangeParentEmailForm } from './change-parent-email-form.tsx';

const EMAIL_MARK = '\u0000';

type ParentConsentAlertProps = { playerId: number; parentEmail: string; consent: TParentConsent };

/**
 * Parental consent (docs/product.md#parental-consent) on the minor's dashboard: while the parent has not answered, say who was asked and
 * offer 'Resend' and 'Change address'; a refusal says the account will be closed.
 */
export function ParentConsentAlert({ playerId, parentEmail, consent }: ParentConsentAlertProps) {
  const resend = useResendConsentMail();
  const t = useDashboardsT();
  const sentence = useSentence();
  const [changing, setChanging] = useState(false);
  if (consent === 'refused') {
    return (
      <Alert color="red" title={t('dashboards.consent.refusedTitle')}>
        {sentence(MESSAGES.parentConsentRefused)}
      </Alert>
    );
  }
  if (consent !== 'pending') return null;
  // The address in bold inside the sentence, wherever the language puts it.
  const [beforeEmail, afterEmail] = t('dashboards.consent.sentTo', { parentEmail: EMAIL_MARK }).split(EMAIL_MARK);
  return (
    <Alert color="pitch" title={t('dashboards.consent.waitingTitle')}>
      <Stack gap="sm">
        <Text size="sm">{sentence(MESSAGES.parentConsentPending)}</Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {beforeEmail}
          <strong>{parentEmail}</strong>
          {afterEmail}
        </Text>
        {changing ? (
          <ChangeParentEmailForm playerId={playerId} onDone={() => setChanging(false)} />
        ) : (
          <Group gap="xs">
            <Button
              size="xs"
              onClick={() =>
                resend.mutate(undefined, {
                  onSuccess: ({ message }) => notifications.show({ color: 'pitch', message: sentence(message) }),
                })
              }
              loading={resend.isPending}
            >
              {t('dashboards.consent.resend')}
            </Button>
            <Button size="xs" variant="default" onClick={() => setChanging(true)}>
              {t('dashboards.consent.changeAddress')}
            </Button>
          </Group>
        )}
        {resend.isError && !changing ? (
          <Text size="sm" c="red.9" role="alert">
            {sentence(errorMessage(resend.error))}
          </Text>
        ) : null}
      </Stack>
    </Alert>
  );
}
