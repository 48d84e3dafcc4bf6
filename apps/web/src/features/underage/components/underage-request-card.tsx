import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { ADMIN_MESSAGES, MESSAGES, type TUnderageRequest, underageStatusLabel } from '@scouting/contract';
import { Link } from 'react-router';
import { isApiError } from '../../../api/client.ts';
import { ReasonDecisionModal } from '../../../components/reason-decision-modal.tsx';
import { useApproveUnderageRequest } from '../api/approve-underage-request.ts';
import { useDeclineUnderageRequest } from '../api/decline-underage-request.ts';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/**
 * One request: who asks to message whom, each linked to their profile; while it is Pending, Approve
 * and Decline, each confirmed first (SPEC §4, issue 32 §2).
 */
export function UnderageRequestCard({ request }: { request: TUnderageRequest }) {
  const approve = useApproveUnderageRequest();
  const decline = useDeclineUnderageRequest();
  const [declining, declineDialog] = useDisclosure(false);
  const status = underageStatusLabel(request.status);
  const agentLink = (
    <Anchor component={Link} to={`/agent-profile/${request.agentId}`} underline="always">
      {request.agentName}
    </Anchor>
  );
  const playerLink = (
    <Anchor component={Link} to={`/player-profile/${request.playerId}`} underline="always">
      {request.playerFullName}
    </Anchor>
  );
  const onApprove = () =>
    modals.openConfirmModal({
      title: `Approve the request for ${request.playerFullName}`,
      children: (
        <Text size="sm">
          {request.agentName} will be able to message {request.playerFullName}, who is under 18. The agent is told, and
          the parent is mailed a link to withdraw the approval.
        </Text>
      ),
      labels: { confirm: 'Approve', cancel: 'Cancel' },
      closeButtonProps: { 'aria-label': 'Close dialog' },
      onConfirm: () =>
        approve.mutate(request.id, {
          onError: (error) =>
            notifications.show({
              color: 'red',
              // SPEC §8: the server refused, or the call itself failed.
              message:
                isApiError(error) && error.status > 0 ? MESSAGES.approveRequestFailed : MESSAGES.approveRequestError,
            }),
        }),
    });
  return (
    <Card withBorder padding="md" component="li" aria-label={`Request ${request.id}: ${request.playerFullName}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={700}>{playerLink}</Text>
          {/* Filled: dark text on yellow, white on green, legible in both colour schemes (WCAG 1.4.3). */}
          <Badge color={request.status ? 'pitch' : 'yellow'} variant="filled" c={request.status ? undefined : 'dark'}>
            {status}
          </Badge>
        </Group>
        <Text size="sm">
          Agent: {agentLink} (ID {request.agentId})
        </Text>
        <Text size="sm">Date of birth: {request.playerDOB}</Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          Player e-mail: {request.playerEmail}
        </Text>
        {/* The agent's words: the admin weighs them, and the parent's mail quotes them (issue 12 §4). */}
        <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          Agent's message: {request.message ?? 'none given'}
        </Text>
        {request.declineReason ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            Reason for declining: {request.declineReason}
          </Text>
        ) : null}
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
            <Button
              color="red.8"
              onClick={declineDialog.open}
              aria-label={`Decline request for ${request.playerFullName}`}
            >
              Decline
            </Button>
          </Group>
        ) : null}
      </Stack>
      <ReasonDecisionModal
        opened={declining}
        onClose={declineDialog.close}
        title={`Decline the request for ${request.playerFullName}`}
        confirmLabel="Decline"
        onConfirm={async (reason) => {
          await decline.mutateAsync({ id: request.id, reason });
          notifications.show({ color: 'pitch', message: ADMIN_MESSAGES.underageRequestDeclinedNotice });
        }}
      >
        {agentLink} asked to message {playerLink}, who is under 18. Declining tells the agent, with your reason; they
        cannot ask again for this player.
      </ReasonDecisionModal>
    </Card>
  );
}
