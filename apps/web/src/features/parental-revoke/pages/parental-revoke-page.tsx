import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@scouting/contract/messages';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/client.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { useConsentT, useParentPageLanguage } from '../../../i18n/parent-pages.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { revokeLinkQueryOptions } from '../api/get-revoke-link.ts';
import { RevokeDetails } from '../components/revoke-details.tsx';

/**
 * `/parental-revoke?token=…[&lang=…]`: the link in the parent's approval mail; no account needed.
 * In the mail's language (docs/product.md#languages); the header's language select switches it.
 */
export function ParentalRevokePage() {
  const ready = useParentPageLanguage();
  if (!ready) return <Skeleton height={200} w="100%" maw={560} mx="auto" aria-hidden />;
  return <RevokePageContent />;
}

function RevokePageContent() {
  const t = useConsentT();
  const sentence = useSentence();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <Stack gap="lg" w="100%" maw={560} mx="auto">
      <PageTitle>{t('consent.revoke.title')}</PageTitle>
      <Title order={1}>{t('consent.revoke.title')}</Title>
      <Text>{t('consent.revoke.intro', { productName: sentence(MESSAGES.productName) })}</Text>
      {token ? <RevokeLink token={token} /> : <Alert color="red">{sentence(MESSAGES.parentalRevokeInvalid)}</Alert>}
    </Stack>
  );
}

function RevokeLink({ token }: { token: string }) {
  const t = useConsentT();
  const sentence = useSentence();
  const link = useQuery(revokeLinkQueryOptions(token));
  if (link.isPending) return <Skeleton height={200} aria-label={t('consent.loading')} />;
  if (link.isError) {
    return (
      <Alert color="red" role="alert">
        {sentence(errorMessage(link.error))}
      </Alert>
    );
  }
  return <RevokeDetails token={token} info={link.data} />;
}
