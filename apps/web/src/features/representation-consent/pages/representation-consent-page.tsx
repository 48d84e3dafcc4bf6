import { Alert, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { isolate } from '@scouting/contract/bidi-isolate';
import { REPRESENTATION_MESSAGES } from '@scouting/contract/representation';
import type { TRepresentationConsent } from '@scouting/contract/schemas/representation';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { errorMessage, isApiError } from '../../../api/client.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { useRepresentationT } from '../../../i18n/areas/representation.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useAnswerRepresentationConsent } from '../api/answer-representation-consent.ts';
import { representationConsentQueryOptions } from '../api/get-representation-consent.ts';
import { AgreementTerms } from '../components/agreement-terms.tsx';
import { GuardianAnswer } from '../components/guardian-answer.tsx';

/**
 * `/representation-consent?token=…` (docs/product.md#representation): the page behind the mail to the parent who
 * consented to a minor's account, when the minor accepted an agent's offer. No account needed: the
 * single-use token is the only key.
 */
export function RepresentationConsentPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const t = useRepresentationT();
  const sentence = useSentence();
  return (
    <Stack gap="lg" w="100%" maw={680} mx="auto">
      <PageTitle>{t('representation.agreementTitle')}</PageTitle>
      <Title order={1}>{t('representation.agreementTitle')}</Title>
      {token ? (
        <ConsentLink token={token} />
      ) : (
        <Alert color="red">{sentence(REPRESENTATION_MESSAGES.guardianLinkInvalid)}</Alert>
      )}
    </Stack>
  );
}

function ConsentLink({ token }: { token: string }) {
  const link = useQuery(representationConsentQueryOptions(token));
  const t = useRepresentationT();
  const sentence = useSentence();
  if (link.isPending) return <Skeleton height={320} aria-label={t('representation.guardian.loading')} />;
  if (link.isError) return <Alert color="red">{sentence(errorMessage(link.error))}</Alert>;
  const consent = link.data;
  if (consent.link === 'used') return <Alert color="blue">{sentence(REPRESENTATION_MESSAGES.guardianLinkUsed)}</Alert>;
  if (consent.link === 'expired') {
    return <Alert color="yellow">{sentence(REPRESENTATION_MESSAGES.guardianLinkExpired)}</Alert>;
  }
  if (consent.status !== 'Awaiting guardian') {
    return <Alert color="blue">{sentence(REPRESENTATION_MESSAGES.guardianNoLongerOpen)}</Alert>;
  }
  return <OpenConsent token={token} consent={consent} />;
}

/** The terms and the answer; once answered, the server's words alone. */
function OpenConsent({ token, consent }: { token: string; consent: TRepresentationConsent }) {
  const answer = useAnswerRepresentationConsent(token);
  const t = useRepresentationT();
  const sentence = useSentence();
  if (answer.isSuccess) {
    return (
      <Alert color={answer.data.status === 'Accepted' ? 'pitch' : 'orange'} role="status">
        {sentence(answer.data.message)}
      </Alert>
    );
  }
  // The link expired or was spent meanwhile (410), or the offer stopped waiting (409): the server
  // says which, and there is nothing left to answer.
  if (isApiError(answer.error, 410) || isApiError(answer.error, 409)) {
    return (
      <Alert color="orange" role="alert">
        {sentence(errorMessage(answer.error))}
      </Alert>
    );
  }
  return (
    <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Text>{t('representation.guardian.intro', { childFirstName: isolate(consent.childFirstName) })}</Text>
        <AgreementTerms consent={consent} />
        <GuardianAnswer
          consent={consent}
          sending={answer.isPending ? answer.variables : null}
          error={answer.error}
          onAnswer={(choice) => answer.mutate(choice)}
        />
      </Stack>
    </Paper>
  );
}
