import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { isolate } from '@scouting/contract/bidi-isolate';
import { MESSAGES } from '@scouting/contract/messages';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { agentProfileQueryOptions } from '../../../api/agent-details.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { useMember } from '../../../hooks/use-member.ts';
import { useProfilesT } from '../../../i18n/areas/profiles.ts';
import { useVerificationT } from '../../../i18n/areas/verification.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { VerificationRequestForm } from '../components/verification-request-form.tsx';

function agentIdFrom(state: unknown): number | null {
  const agentId = (state as { agentId?: unknown } | null)?.agentId;
  return typeof agentId === 'number' && Number.isInteger(agentId) && agentId > 0 ? agentId : null;
}

/**
 * The request form, started from the agent's profile; after a refusal, with the admin's reason above
 * it, so the agent corrects what it names instead of guessing.
 */
function Resubmission({ agentId }: { agentId: number }) {
  const member = useMember();
  const t = useVerificationT();
  const profiles = useProfilesT();
  const agent = useQuery(agentProfileQueryOptions(agentId));
  // The form keeps its first values: it waits for the profile (and goes on without it if that fails).
  if (agent.isPending) return <Loader aria-label={t('verification.title')} />;
  const details = agent.data;
  return (
    <>
      {details?.verificationStatus === 'denied' && details.rejectionReason ? (
        <Alert color="red" title={profiles('profiles.verification.deniedTitle')}>
          {profiles('profiles.verification.reason', { reason: isolate(details.rejectionReason) })}
        </Alert>
      ) : null}
      <Text>{t('verification.intro')}</Text>
      <VerificationRequestForm
        agentId={agentId}
        prefill={{
          fullName: details?.fullName ?? member.fullName,
          agencyName: details?.agencyName ?? '',
          agencyWebsite: details?.agencyWebsite ?? '',
        }}
      />
    </>
  );
}

/** `/agent-verification` (docs/product.md#verification): reached from the agent profile, which passes agentId in the navigation state. */
export function AgentVerificationPage() {
  const member = useMember();
  const agentId = agentIdFrom(useLocation().state);
  const t = useVerificationT();
  const sentence = useSentence();
  return (
    <Stack gap="lg" maw={960}>
      <PageTitle>{t('verification.title')}</PageTitle>
      <Title order={1}>{t('verification.title')}</Title>
      {agentId === null ? (
        <Stack align="flex-start">
          <Alert color="red" role="alert">
            {sentence(MESSAGES.verificationAgentIdMissing)}
          </Alert>
          <Button component={Link} to={`/agent-profile/${member.id}`}>
            {t('verification.goToProfile')}
          </Button>
        </Stack>
      ) : (
        <Resubmission agentId={agentId} />
      )}
    </Stack>
  );
}
