import { Alert, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { MESSAGES } from '@scouting/contract';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/client.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { useConsentLink } from '../api/get-consent-link.ts';
import { ConsentAnswerButtons } from '../components/consent-answer-buttons.tsx';
import { ConsentExplanation } from '../components/consent-explanation.tsx';
import { DeleteChildAccount } from '../components/delete-child-account.tsx';
import { StaleLinkNotice } from '../components/stale-link-notice.tsx';

/**
 * `/parental-consent?token=…[&answer=refuse]` (issue 12 §1): the page behind the parent's mail.
 * Open to anyone holding the link; the token is the only key.
 */
export function ParentalConsentPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const preselected = params.get('answer') === 'refuse' ? 'refuse' : 'confirm';
  const link = useConsentLink(token);
  return (
    <Stack gap="lg" w="100%" maw={680} mx="auto">
      <PageTitle>Parental consent</PageTitle>
      <Title order={1}>Parental consent</Title>
      {!token ? <Alert color="red">{MESSAGES.consentLinkInvalid}</Alert> : null}
      {token && link.isPending ? <Skeleton height={240} aria-label="Loading" /> : null}
      {link.isError ? <Alert color="red">{errorMessage(link.error)}</Alert> : null}
      {link.data ? (
        <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="lg">
            <ConsentExplanation childFullName={link.data.childFullName} />
            {link.data.link === 'valid' && link.data.consent === 'pending' ? (
              <ConsentAnswerButtons token={token} childFirstName={link.data.childFirstName} preselected={preselected} />
            ) : (
              <StaleLinkNotice token={token} link={link.data} />
            )}
            {link.data.canDeleteChild ? (
              <DeleteChildAccount token={token} childFirstName={link.data.childFirstName} />
            ) : null}
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
