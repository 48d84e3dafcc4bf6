import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { APPLICATION_MESSAGES, isApplicationActive, type TApplication } from '@scouting/contract';
import { errorMessage } from '../../../api/client.ts';
import { ApplicationHistory, ApplicationStatusLine } from '../../../components/application-status.tsx';
import { FactList } from '../../../components/fact-list.tsx';
import { MemberProfileLink } from '../../../components/member-profile-link.tsx';
import { useWithdrawApplication } from '../api/withdraw-application.ts';
import { TrialInvitation } from './trial-invitation.tsx';

const POST_STATUS_COLOR = { Open: 'pitch', Closed: 'gray', Deleted: 'red' } as const;

/**
 * One of the player's applications (issue 26): the post and who posted it, where it stands, the
 * poster's messages in its history, the trial invitation, and Withdraw while it is still in play
 * (neither Declined nor Withdrawn, on a post that was not deleted).
 */
export function MyApplicationCard({ application }: { application: TApplication }) {
  const withdraw = useWithdrawApplication();
  const { opportunity, postedBy } = application;
  const post = opportunity.description.slice(0, 60);

  const confirmWithdraw = () =>
    modals.openConfirmModal({
      title: 'Withdraw application',
      children: <Text>{APPLICATION_MESSAGES.confirmWithdraw}</Text>,
      labels: { confirm: 'Withdraw', cancel: 'Cancel' },
      confirmProps: { color: 'red.8' },
      closeButtonProps: { 'aria-label': 'Close dialog' },
      onConfirm: () =>
        withdraw.mutate(application.id, {
          onSuccess: () => notifications.show({ color: 'pitch', message: APPLICATION_MESSAGES.applicationWithdrawn }),
          onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
        }),
    });

  return (
    <Card component="li" withBorder padding="md" aria-label={`Application to: ${post}`}>
      <Stack gap="sm">
        <ApplicationStatusLine status={application.status} appliedAt={application.appliedAt} />
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{opportunity.description}</Text>
        <FactList
          density="compact"
          facts={[
            ['Posted by', <MemberProfileLink key="poster" member={postedBy} />],
            [
              'Opportunity',
              <Badge key="post" variant="light" color={POST_STATUS_COLOR[opportunity.status]}>
                {opportunity.status}
              </Badge>,
            ],
          ]}
        />
        {application.trial ? <TrialInvitation application={application} trial={application.trial} /> : null}
        <Stack gap={6}>
          <Text fw={600} size="sm">
            History
          </Text>
          <ApplicationHistory history={application.history} label={`History of the application to: ${post}`} />
        </Stack>
        {/* A deleted post's applications can no longer change (the server answers 409). */}
        {isApplicationActive(application.status) && opportunity.status !== 'Deleted' ? (
          <Group>
            <Button
              variant="light"
              color="red"
              size="sm"
              onClick={confirmWithdraw}
              loading={withdraw.isPending}
              aria-label={`Withdraw application to: ${post}`}
            >
              Withdraw
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
