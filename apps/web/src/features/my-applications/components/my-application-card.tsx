import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { APPLICATION_MESSAGES, isApplicationActive } from '@scouting/contract/application-status';
import { isolate } from '@scouting/contract/bidi-isolate';
import type { TApplication } from '@scouting/contract/schemas/applications';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../api/client.ts';
import { openConfirmModal } from '../../../components/confirm-modals.tsx';
import { FactList } from '../../../components/fact-list.tsx';
import { POST_STATUS_IDS, useApplicationsT } from '../../../i18n/areas/applications.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { ApplicationHistory, ApplicationStatusLine } from '../../../shared/application-status.tsx';
import { MemberProfileLink } from '../../../shared/member-profile-link.tsx';
import { useWithdrawApplication } from '../api/withdraw-application.ts';
import { TrialInvitation } from './trial-invitation.tsx';

const POST_STATUS_COLOR = { Open: 'pitch', Closed: 'gray', Deleted: 'red' } as const;

/**
 * One of the player's applications (docs/product.md#applications): the post and who posted it, where it stands, the
 * poster's messages in its history, the trial invitation, and Withdraw while it is still in play
 * (neither Declined nor Withdrawn, on a post that was not deleted).
 */
export function MyApplicationCard({
  application,
  writeToPoster,
}: {
  application: TApplication;
  /** Shown once the poster invited the player to a trial: the invitation opens the conversation. */
  writeToPoster?: ((application: TApplication) => ReactNode) | undefined;
}) {
  const t = useApplicationsT();
  const sentence = useSentence();
  const withdraw = useWithdrawApplication();
  const { opportunity, postedBy } = application;
  const post = opportunity.description.slice(0, 60);

  const confirmWithdraw = () =>
    openConfirmModal({
      title: t('applications.mine.withdrawTitle'),
      children: <Text>{sentence(APPLICATION_MESSAGES.confirmWithdraw)}</Text>,
      labels: { confirm: t('applications.mine.withdraw'), cancel: t('applications.mine.cancel') },
      confirmProps: { color: 'red.8' },
      closeButtonProps: { 'aria-label': t('applications.closeDialog') },
      onConfirm: () =>
        withdraw.mutate(application.id, {
          onSuccess: () =>
            notifications.show({ color: 'pitch', message: sentence(APPLICATION_MESSAGES.applicationWithdrawn) }),
          onError: (error) => notifications.show({ color: 'red', message: sentence(errorMessage(error)) }),
        }),
    });

  return (
    <Card component="li" withBorder padding="md" aria-label={t('applications.mine.cardLabel', { post: isolate(post) })}>
      <Stack gap="sm">
        <ApplicationStatusLine status={application.status} appliedAt={application.appliedAt} />
        <Text dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {opportunity.description}
        </Text>
        <FactList
          density="compact"
          facts={[
            [t('applications.mine.postedBy'), <MemberProfileLink key="poster" member={postedBy} />],
            [
              t('applications.mine.opportunity'),
              <Badge key="post" variant="light" color={POST_STATUS_COLOR[opportunity.status]}>
                {t(POST_STATUS_IDS[opportunity.status])}
              </Badge>,
            ],
          ]}
        />
        {application.trial ? <TrialInvitation application={application} trial={application.trial} /> : null}
        {application.trial && writeToPoster ? <Group>{writeToPoster(application)}</Group> : null}
        <Stack gap={6}>
          <Text fw={600} size="sm">
            {t('applications.history')}
          </Text>
          <ApplicationHistory
            history={application.history}
            label={t('applications.mine.historyLabel', { post: isolate(post) })}
          />
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
              aria-label={t('applications.mine.withdrawLabel', { post: isolate(post) })}
            >
              {t('applications.mine.withdraw')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
