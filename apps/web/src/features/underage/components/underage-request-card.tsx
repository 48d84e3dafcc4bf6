import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MESSAGES, type TUnderageRequest, underageStatusLabel } from '@scouting/contract';
import { isApiError } from '../../../api/client.ts';
import { useApproveUnderageRequest } from '../api/approve-underage-request.ts';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** One request: who asks to message whom; the approve button only while it is Pending (SPEC §4). */
export function UnderageRequestCard({ request }: { request: TUnderageRequest }) {
  const approve = useApproveUnderageRequest();
  const status = underageStatusLabel(request.status);
  const onApprove = () =>
    approve.mutate(request.id, {
      onError: (error) =>
        notifications.show({
          color: 'red',
          // SPEC §8: the server refused, or the call itself failed.
          message: isApiError(error) && error.status > 0 ? MESSAGES.approveRequestFailed : MESSAGES.approveRequestError,
        }),
    });
  return (
    <Card withBorder padding="md" component="li" aria-label={`Request ${request.id}: ${request.playerFullName}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={700}>{request.playerFullName}</Text>
          <Badge color={request.status ? 'pitch' : 'yellow'} variant="light" c={request.status ? undefined : 'dark'}>
            {status}
          </Badge>
        </Group>
        <Text size="sm">
          Agent: {request.agentName} (ID {request.agentId})
        </Text>
        <Text size="sm">Date of birth: {request.playerDOB}</Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          Player e-mail: {request.playerEmail}
        </Text>
        {/* The agent's words: the admin weighs them, and the parent's mail quotes them (issue 12 §4). */}
        <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          Agent's message: {request.message ?? 'none given'}
        </Text>
        <Text size="sm" c="dimmed">
          Requested on {dateFormat.format(new Date(request.createdAt))}
        </Text>
        {request.status === null ? (
          <Group>
            <Button
              onClick={onApprove}
              loading={approve.isPending}
              aria-label={`Approve request for ${request.playerFullName}`}
            >
              Approve
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
