import { Alert, Button, Stack, Text } from '@mantine/core';
import { canRequestVerification, type TAgentDetails } from '@scouting/contract';
import { useNavigate } from 'react-router';

/**
 * What the agent themself sees about their verification (SPEC §4): the pending banner, the denial
 * with its reason, and 'Request Verification' only when a request is possible.
 */
export function VerificationState({ agent }: { agent: TAgentDetails }) {
  const navigate = useNavigate();
  const { verificationStatus: status } = agent;
  if (status === 'verified') return null;
  return (
    <Stack gap="sm" align="flex-start" component="section" aria-label="Verification">
      {status === 'pending' ? (
        <Alert color="blue" title="Verification Pending" w="100%">
          <Text size="sm">An admin is reviewing your licence and ID. You will be notified of the decision.</Text>
        </Alert>
      ) : null}
      {status === 'denied' ? (
        <Alert color="red" title="Verification denied" w="100%">
          <Stack gap={4}>
            {agent.rejectionReason ? <Text size="sm">Reason: {agent.rejectionReason}</Text> : null}
            <Text size="sm">
              {agent.allowResubmission
                ? 'You may send a new request with corrected documents.'
                : 'A new request is not possible for now.'}
            </Text>
          </Stack>
        </Alert>
      ) : null}
      {status === 'not_requested' ? (
        <Text size="sm">Verified agents show a badge on their profile. Send your licence and ID to be verified.</Text>
      ) : null}
      {canRequestVerification(agent) ? (
        <Button onClick={() => navigate('/agent-verification', { state: { agentId: agent.id } })}>
          Request Verification
        </Button>
      ) : null}
    </Stack>
  );
}
