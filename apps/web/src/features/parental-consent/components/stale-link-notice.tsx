import { Alert, Button, Stack } from '@mantine/core';
import { MESSAGES } from '@scouting/contract/messages';
import type { TConsentLink } from '@scouting/contract/schemas/parental-consent';
import { errorMessage } from '../../../api/client.ts';
import { useConsentT } from '../../../i18n/parent-pages.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useResendByToken } from '../api/resend-by-token.ts';

type StaleLinkNoticeProps = { token: string; link: TConsentLink };

const ANSWERED = { confirmed: 'consent.answeredConfirmed', refused: 'consent.answeredRefused' } as const;

/** An expired or used link says so, and offers a new one while the parent has not answered yet. */
export function StaleLinkNotice({ token, link }: StaleLinkNoticeProps) {
  const t = useConsentT();
  const sentence = useSentence();
  const resend = useResendByToken();
  return (
    <Stack gap="sm" align="flex-start">
      <Alert color="orange" w="100%">
        {sentence(link.link === 'used' ? MESSAGES.consentLinkUsed : MESSAGES.consentLinkExpired)}{' '}
        {link.consent === 'pending' ? '' : t(ANSWERED[link.consent])}
      </Alert>
      {link.consent === 'pending' && !resend.isSuccess ? (
        <Button onClick={() => resend.mutate(token)} loading={resend.isPending}>
          {t('consent.sendNewLink')}
        </Button>
      ) : null}
      {resend.isSuccess ? (
        <Alert color="pitch" role="status" w="100%">
          {sentence(resend.data.message)}
        </Alert>
      ) : null}
      {resend.isError ? (
        <Alert color="red" role="alert" w="100%">
          {sentence(errorMessage(resend.error))}
        </Alert>
      ) : null}
    </Stack>
  );
}
