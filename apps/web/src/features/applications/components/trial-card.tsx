import { Anchor, Badge, Group, Text } from '@mantine/core';
import type { TTrialAnswer } from '@scouting/contract/application-status';
import type { TTrialInvitation } from '@scouting/contract/schemas/applications';
import { IconCalendarPlus } from '@tabler/icons-react';
import { FactList } from '../../../components/fact-list.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { type ApplicationsMessageId, useApplicationDates, useApplicationsT } from '../../../i18n/areas/applications.ts';

const ANSWER: Record<TTrialAnswer, { text: ApplicationsMessageId; color: string }> = {
  pending: { text: 'applications.trial.waiting', color: 'blue' },
  accepted: { text: 'applications.trial.accepted', color: 'pitch' },
  declined: { text: 'applications.trial.declinedByPlayer', color: 'red' },
};

/** The trial the poster invited the applicant to, the player's answer, and the calendar file. */
export function TrialCard({ applicationId, trial }: { applicationId: number; trial: TTrialInvitation }) {
  const t = useApplicationsT();
  const dates = useApplicationDates();
  const answer = ANSWER[trial.answer];
  return (
    <SectionCard title={t('applications.trial.title')}>
      <FactList
        facts={[
          [t('applications.trial.dateAndTime'), dates.dateTime(trial.startsAt)],
          [t('applications.trial.venue'), trial.venue],
          [
            t('applications.trial.playerAnswer'),
            <Group component="span" gap="xs" key="answer">
              <Badge variant="light" color={answer.color}>
                {t(answer.text)}
              </Badge>
              {trial.answeredAt ? (
                <Text span size="sm" c="dimmed">
                  {dates.dateTime(trial.answeredAt)}
                </Text>
              ) : null}
            </Group>,
          ],
          [t('applications.trial.invited'), dates.dateTime(trial.invitedAt)],
        ]}
      />
      {trial.details ? (
        <Text dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {trial.details}
        </Text>
      ) : null}
      <Anchor href={`/api/applications/${applicationId}/trial.ics`} download style={{ alignSelf: 'flex-start' }}>
        <Group component="span" gap={4}>
          <IconCalendarPlus size={18} aria-hidden />
          {t('applications.trial.addToCalendar')}
        </Group>
      </Anchor>
    </SectionCard>
  );
}
