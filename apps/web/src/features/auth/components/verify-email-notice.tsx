import { Alert, Button, Stack, Text } from '@mantine/core';
import { FIRST_SCREEN_MESSAGES as MESSAGES } from '@scouting/contract/first-screen-messages';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../../api/client.ts';
import { translateSentence } from '../../../i18n/i18n.ts';
import { useT } from '../../../i18n/language-provider.tsx';
import { useSendVerificationLink } from '../api/send-verification-link.ts';

/**
 * "Your e-mail is not verified" with a button that mails a new link (docs/conventions.md#look-and-feel), on /login after
 * a sign-in that says so and on /dashboard. What happened stays on the page (a live region), so a
 * screen reader hears it and a second click is a considered one.
 */
export function VerifyEmailNotice({
  email,
  message = MESSAGES.emailNotVerifiedYet,
}: {
  email: string;
  message?: string;
}) {
  const t = useT();
  const send = useSendVerificationLink();
  const [outcome, setOutcome] = useState<{ sent: boolean; text: string } | null>(null);
  const resend = () => {
    setOutcome(null);
    send.mutate(email, {
      onSuccess: () => setOutcome({ sent: true, text: MESSAGES.verificationLinkResent }),
      onError: (error) =>
        setOutcome({
          sent: false,
          text: isApiError(error, 429) ? errorMessage(error) : MESSAGES.verificationLinkResendFailed,
        }),
    });
  };
  return (
    <Alert color="yellow" icon={<IconMailForward aria-hidden />}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{translateSentence(message)}</Text>
        <Button size="compact-md" variant="light" loading={send.isPending} onClick={resend}>
          {t('first.sendNewVerificationLink')}
        </Button>
        <Text size="sm" role="status" c={outcome?.sent === false ? 'red.8' : undefined} fw={outcome ? 600 : undefined}>
          {outcome ? translateSentence(outcome.text) : ''}
        </Text>
      </Stack>
    </Alert>
  );
}
