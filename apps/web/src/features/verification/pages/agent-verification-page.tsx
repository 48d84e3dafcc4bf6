import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@scouting/contract';
import { Link, useLocation } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { useMember } from '../../../hooks/use-member.ts';
import { VerificationRequestForm } from '../components/verification-request-form.tsx';

const TITLE = 'Agent Verification';

function agentIdFrom(state: unknown): number | null {
  const agentId = (state as { agentId?: unknown } | null)?.agentId;
  return typeof agentId === 'number' && Number.isInteger(agentId) && agentId > 0 ? agentId : null;
}

/** `/agent-verification` (SPEC §2): reached from the agent profile, which passes agentId in the navigation state. */
export function AgentVerificationPage() {
  const member = useMember();
  const agentId = agentIdFrom(useLocation().state);
  return (
    <Stack gap="lg" maw={960}>
      <PageTitle>{TITLE}</PageTitle>
      <Title order={1}>{TITLE}</Title>
      {agentId === null ? (
        <Stack align="flex-start">
          <Alert color="red" role="alert">
            {MESSAGES.verificationAgentIdMissing}
          </Alert>
          <Button component={Link} to={`/agent-profile/${member.id}`}>
            Go to my profile
          </Button>
        </Stack>
      ) : (
        <>
          <Text>
            An admin checks your licence and ID, then approves or rejects your request. Verified agents show a badge on
            their profile. Your documents are seen only by you and the admins.
          </Text>
          <VerificationRequestForm agentId={agentId} />
        </>
      )}
    </Stack>
  );
}
