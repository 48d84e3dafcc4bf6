import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  APPLICATION_MESSAGES,
  isApplicationActive,
  type TApplication,
  type TTrialInvitation,
} from '@scouting/contract';
import { IconCalendarPlus } from '@tabler/icons-react';
import { errorMessage } from '../../../api/client.ts';
import { formatDateTime } from '../../../components/application-status.tsx';
import { FactList } from '../../../components/fact-list.tsx';
import { useAnswerTrial } from '../api/answer-trial.ts';

function answerText(trial: TTrialInvitation): string {
  if (trial.answer === 'pending') return 'Not answered yet';
  const when = trial.answeredAt ? ` on ${formatDateTime(trial.answeredAt)}` : '';
  return `${trial.answer === 'accepted' ? 'Accepted' : 'Declined'}${when}`;
}

/**
 * The trial a poster invited the player to (issue 26): when and where, the player's answer with
 * Accept and Decline while it is awaited, and the calendar file while the trial still stands.
 */
export function TrialInvitation({ application, trial }: { application: TApplication; trial: TTrialInvitation }) {
  const answer = useAnswerTrial();
  // The server takes an answer only while the application is at this trial and its post is open.
  const pending = application.status === 'Invited to trial' && trial.answer === 'pending';
  const awaited = pending && application.opportunity.status === 'Open';
  const send = (choice: 'accept' | 'decline') =>
    answer.mutate(
      { id: application.id, answer: choice },
      {
        onSuccess: () =>
          notifications.show({
            color: 'pitch',
            message: choice === 'accept' ? APPLICATION_MESSAGES.trialAccepted : APPLICATION_MESSAGES.trialDeclined,
          }),
        onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
      },
    );
  return (
    <Card withBorder padding="sm" component="section" aria-label="Trial invitation">
      <Stack gap="xs">
        <Text fw={600}>Trial invitation</Text>
        <FactList
          density="compact"
          hideEmpty
          facts={[
            ['Date and time', formatDateTime(trial.startsAt)],
            ['Venue', trial.venue],
            [
              'Details',
              trial.details ? (
                <span key="details" style={{ whiteSpace: 'pre-wrap' }}>
                  {trial.details}
                </span>
              ) : null,
            ],
            ['Your answer', answerText(trial)],
          ]}
        />
        {awaited ? (
          <>
            <Text size="sm">{APPLICATION_MESSAGES.trialAwaitingAnswer}</Text>
            <Group gap="xs">
              <Button
                size="sm"
                onClick={() => send('accept')}
                loading={answer.isPending && answer.variables?.answer === 'accept'}
                disabled={answer.isPending}
              >
                Accept
              </Button>
              <Button
                size="sm"
                variant="default"
                onClick={() => send('decline')}
                loading={answer.isPending && answer.variables?.answer === 'decline'}
                disabled={answer.isPending}
              >
                Decline
              </Button>
            </Group>
          </>
        ) : pending ? (
          <Text size="sm">{APPLICATION_MESSAGES.trialNotOpen}</Text>
        ) : null}
        {isApplicationActive(application.status) && trial.answer !== 'declined' ? (
          <Anchor
            href={`/api/applications/${application.id}/trial.ics`}
            download
            size="sm"
            style={{ display: 'inline-flex', alignItems: 'center', gap: 4, alignSelf: 'flex-start' }}
          >
            <IconCalendarPlus size={16} aria-hidden />
            Add to calendar
          </Anchor>
        ) : null}
      </Stack>
    </Card>
  );
}
