import { Anchor, Card, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { APPLICATION_MESSAGES, isApplicationActive } from '@scouting/contract/application-status';
import type { TApplication, TTrialInvitation } from '@scouting/contract/schemas/applications';
import { IconCalendarPlus } from '@tabler/icons-react';
import { errorMessage } from '../../../api/client.ts';
import { FactList } from '../../../components/fact-list.tsx';
import { type ApplicationsMessageId, useApplicationDates, useApplicationsT } from '../../../i18n/areas/applications.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { TrialAnswerButtons } from '../../../shared/trial-answer-buttons.tsx';
import { useAnswerTrial } from '../api/answer-trial.ts';

const ANSWER_IDS: Record<'accepted' | 'declined', { plain: ApplicationsMessageId; on: ApplicationsMessageId }> = {
  accepted: { plain: 'applications.mine.accepted', on: 'applications.mine.acceptedOn' },
  declined: { plain: 'applications.mine.declined', on: 'applications.mine.declinedOn' },
};

/** The player's answer to the trial, and when they gave it, in the language shown. */
function useAnswerText(): (trial: TTrialInvitation) => string {
  const t = useApplicationsT();
  const dates = useApplicationDates();
  return (trial) => {
    if (trial.answer === 'pending') return t('applications.mine.notAnswered');
    const ids = ANSWER_IDS[trial.answer];
    return trial.answeredAt ? t(ids.on, { date: dates.dateTime(trial.answeredAt) }) : t(ids.plain);
  };
}

/**
 * The trial a poster invited the player to (docs/product.md#applications): when and where, the player's answer with
 * Accept and Decline while it is awaited, and the calendar file while the trial still stands.
 */
export function TrialInvitation({ application, trial }: { application: TApplication; trial: TTrialInvitation }) {
  const t = useApplicationsT();
  const sentence = useSentence();
  const dates = useApplicationDates();
  const answerText = useAnswerText();
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
            message: sentence(
              choice === 'accept' ? APPLICATION_MESSAGES.trialAccepted : APPLICATION_MESSAGES.trialDeclined,
            ),
          }),
        onError: (error) => notifications.show({ color: 'red', message: sentence(errorMessage(error)) }),
      },
    );
  return (
    <Card withBorder padding="sm" component="section" aria-label={t('applications.trial.title')}>
      <Stack gap="xs">
        <Text fw={600}>{t('applications.trial.title')}</Text>
        <FactList
          density="compact"
          hideEmpty
          facts={[
            [t('applications.trial.dateAndTime'), dates.dateTime(trial.startsAt)],
            [t('applications.trial.venue'), trial.venue],
            [
              t('applications.mine.trialDetails'),
              trial.details ? (
                <span key="details" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                  {trial.details}
                </span>
              ) : null,
            ],
            [t('applications.mine.yourAnswer'), answerText(trial)],
          ]}
        />
        {awaited ? (
          <TrialAnswerButtons
            prompt={sentence(APPLICATION_MESSAGES.trialAwaitingAnswer)}
            acceptLabel={t('applications.mine.accept')}
            declineLabel={t('applications.mine.decline')}
            sending={answer.isPending ? (answer.variables?.answer ?? null) : null}
            onAnswer={send}
          />
        ) : pending ? (
          <Text size="sm">{sentence(APPLICATION_MESSAGES.trialNotOpen)}</Text>
        ) : null}
        {isApplicationActive(application.status) && trial.answer !== 'declined' ? (
          <Anchor
            href={`/api/applications/${application.id}/trial.ics`}
            download
            size="sm"
            style={{ display: 'inline-flex', alignItems: 'center', gap: 4, alignSelf: 'flex-start' }}
          >
            <IconCalendarPlus size={16} aria-hidden />
            {t('applications.trial.addToCalendar')}
          </Anchor>
        ) : null}
      </Stack>
    </Card>
  );
}
