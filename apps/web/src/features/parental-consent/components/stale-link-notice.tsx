import { Alert, Button, Stack } from '@mantine/core';
import { MESSAGES, type TConsentLink } from '@scouting/contract';
import { errorMessage } from '../../../api/client.ts';
import { useResendByToken } from '../api/resend-by-token.ts';

type StaleLinkNoticeProps = { token: string; link: TConsentLink };

const ANSWERED = {
  confirmed: 'You have confirmed this account.',
  refused: 'You have refused consent for this account.',
};

/** An expired or used link says so, and offers a new one while the parent has not answered yet. */
export function StaleLinkNotice({ token, link }: StaleLinkNoticeProps) {
  const resend = useResendByToken();
  return (
    <Stack gap="sm" align="flex-start">
      <Alert color="orange" w="100%">
        {link.link === 'used' ? MESSAGES.consentLinkUsed : MESSAGES.consentLinkExpired}{' '}
        {link.consent === 'pending' ? '' : ANSWERED[link.consent]}
      </Alert>
      {link.consent === 'pending' && !resend.isSuccess ? (
        <Button onClick={() => resend.mutate(token)} loading={resend.isPending}>
          Send a new link
        </Button>
      ) : null}
      {resend.isSuccess ? (
        <Alert color="pitch" role="status" w="100%">
          {resend.data.message}
        </Alert>
      ) : null}
      {resend.isError ? (
        <Alert color="red" role="alert" w="100%">
          {errorMessage(resend.error)}
        </Alert>
      ) : null}
    </Stack>
  );
}
