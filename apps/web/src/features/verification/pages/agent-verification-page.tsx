import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@scouting/contract';
import { Link, useLocation } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { useMember } from '../../../hooks/use-member.ts';
import { useVerificationT } from '../../../i18n/areas/verification.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { VerificationRequestForm } from '../components/verification-request-form.tsx';

function agentIdFrom(state: unknown): number | null {
  const agentId = (state as { agentId?: unknown } | null)?.agentId;
  return typeof agentId === 'number' && Number.isInteger(agentId) && agentId > 0 ? agentId : null;
}

/** `/agent-verification` (SPEC §2): reached from the agent profile, which passes agentId in the navigation state. */
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
        <>
          <Text>{t('verification.intro')}</Text>
          <VerificationRequestForm agentId={agentId} />
        </>
      )}
    </Stack>
  );
}
