import { Alert, Button, Card, List, Stack, Text } from '@mantine/core';
import { MESSAGES, type TParentalRevokeInfo } from '@scouting/contract';
import { errorMessage } from '../../../api/client.ts';
import { useRevokeApproval } from '../api/revoke-approval.ts';

type RevokeDetailsProps = { token: string; info: TParentalRevokeInfo };

/**
 * Who asked to contact the child and why, and the one button that withdraws the approval. The
 * link alone never revokes: a mail scanner may open it (issue 12 §4).
 */
export function RevokeDetails({ token, info }: RevokeDetailsProps) {
  const revoke = useRevokeApproval(token);
  if (revoke.isSuccess) {
    return (
      <Alert color="pitch" role="status" title="Approval withdrawn">
        {revoke.data.message}
      </Alert>
    );
  }
  if (info.state === 'used') return <Alert color="blue">{MESSAGES.parentalRevokeUsed}</Alert>;
  if (info.state === 'expired') return <Alert color="yellow">{MESSAGES.parentalRevokeExpired}</Alert>;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="revoke-details-title">
      <Stack gap="md">
        <Text id="revoke-details-title" fw={700}>
          An agent may message {info.childFirstName}
        </Text>
        <List spacing="xs">
          <List.Item>Agent: {info.agentName}</List.Item>
          <List.Item>Agency: {info.agencyName ?? 'not given'}</List.Item>
          <List.Item style={{ overflowWrap: 'anywhere' }}>
            The agent's message: {info.requestMessage ?? 'none given'}
          </List.Item>
        </List>
        <Text>
          Every message the agent sends is kept on record and never deleted. If you withdraw the approval, the agent can
          no longer write to {info.childFirstName}; {info.childFirstName} can still read the conversation.
        </Text>
        {revoke.isError ? (
          <Alert color="red" role="alert">
            {revoke.error ? errorMessage(revoke.error) : MESSAGES.parentalRevokeFailed}
          </Alert>
        ) : null}
        <Button
          color="red"
          onClick={() => revoke.mutate()}
          loading={revoke.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          Revoke approval
        </Button>
      </Stack>
    </Card>
  );
}
