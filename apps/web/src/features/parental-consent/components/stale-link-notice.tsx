import { Alert, Button, Stack } from '@mantine/core';
import type { TConsentLink } from '@scouting/contract/schemas/parental-consent';
import { errorMessage } from '../../../api/client.ts';
import { translateConsentSentence, useConsentT } from '../../../i18n/parent-pages.ts';
import { useResendByToken } from '../api/resend-by-token.ts';

type StaleLinkNoticeProps = { token: string; link: TConsentLink };

const ANSWERED = { confirmed: 'consent.answeredConfirmed', refused: 'consent.answeredRefused' } as const;

/** An expired or used link says so, and offers a new one while the parent has not answered yet. */
export function StaleLinkNotice({ token, link }: StaleLinkNoticeProps) {
  const t = useConsentT();
  const resend = useResendByToken();
  return (
    <Stack gap="sm" align="flex-start">
      <Alert color="orange" w="100%">
        {t(link.link === 'used' ? 'consent.sentence.consentLinkUsed' : 'consent.sentence.consentLinkExpired')}{' '}
        {link.consent === 'pending' ? '' : t(ANSWERED[link.consent])}
      </Alert>
      {link.consent === 'pending' && !resend.isSuccess ? (
        <Button onClick={() => resend.mutate(token)} loading={resend.isPending}>
          {t('consent.sendNewLink')}
        </Button>
      ) : null}
      {resend.isSuccess ? (
        <Alert color="pitch" role="status" w="100%">
          {translateConsentSentence(resend.data.message)}
        </Alert>
      ) : null}
      {resend.isError ? (
        <Alert color="red" role="alert" w="100%">
          {translateConsentSentence(errorMessage(resend.error))}
        </Alert>
      ) : null}
    </Stack>
  );
}
