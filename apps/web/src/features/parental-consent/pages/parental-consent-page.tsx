import { Alert, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { MESSAGES } from '@scouting/contract/messages';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/client.ts';
import { forgetReturnPath } from '../../../api/return-path.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { useConsentT, useParentPageLanguage } from '../../../i18n/parent-pages.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useConsentLink } from '../api/get-consent-link.ts';
import { ConsentAnswerButtons } from '../components/consent-answer-buttons.tsx';
import { ConsentExplanation } from '../components/consent-explanation.tsx';
import { DeleteChildAccount } from '../components/delete-child-account.tsx';
import { StaleLinkNotice } from '../components/stale-link-notice.tsx';

/**
 * `/parental-consent?token=…[&lang=…][&answer=refuse]` (docs/product.md#parental-consent): the page behind the parent's
 * mail. Open to anyone holding the link; the token is the only key. It speaks the mail's language
 * (`lang`, docs/product.md#languages), and the header's language select switches it.
 */
export function ParentalConsentPage() {
  // Back from creating a parent account or signing in (docs/product.md#parents): nothing more to come back to.
  useState(forgetReturnPath);
  const ready = useParentPageLanguage();
  if (!ready) return <Skeleton height={240} w="100%" maw={680} mx="auto" aria-hidden />;
  return <ConsentPageContent />;
}

function ConsentPageContent() {
  const t = useConsentT();
  const sentence = useSentence();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const preselected = params.get('answer') === 'refuse' ? 'refuse' : 'confirm';
  const link = useConsentLink(token);
  return (
    <Stack gap="lg" w="100%" maw={680} mx="auto">
      <PageTitle>{t('consent.title')}</PageTitle>
      <Title order={1}>{t('consent.title')}</Title>
      {!token ? <Alert color="red">{sentence(MESSAGES.consentLinkInvalid)}</Alert> : null}
      {token && link.isPending ? <Skeleton height={240} aria-label={t('consent.loading')} /> : null}
      {link.isError ? <Alert color="red">{sentence(errorMessage(link.error))}</Alert> : null}
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
