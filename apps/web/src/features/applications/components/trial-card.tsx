import { Anchor, Badge, Group, Text } from '@mantine/core';
import type { TTrialAnswer, TTrialInvitation } from '@scouting/contract';
import { IconCalendarPlus } from '@tabler/icons-react';
import { formatDateTime } from '../../../components/application-status.tsx';
import { FactList } from '../../../components/fact-list.tsx';
import { SectionCard } from '../../../components/section-card.tsx';

const ANSWER: Record<TTrialAnswer, { text: string; color: string }> = {
  pending: { text: 'Waiting for the player', color: 'blue' },
  accepted: { text: 'Accepted', color: 'pitch' },
  declined: { text: 'Declined by the player', color: 'red' },
};

/** The trial the poster invited the applicant to, the player's answer, and the calendar file. */
export function TrialCard({ applicationId, trial }: { applicationId: number; trial: TTrialInvitation }) {
  const answer = ANSWER[trial.answer];
  return (
    <SectionCard title="Trial invitation">
      <FactList
        facts={[
          ['Date and time', formatDateTime(trial.startsAt)],
          ['Venue', trial.venue],
          [
            "Player's answer",
            <Group component="span" gap="xs" key="answer">
              <Badge variant="light" color={answer.color}>
                {answer.text}
              </Badge>
              {trial.answeredAt ? (
                <Text span size="sm" c="dimmed">
                  {formatDateTime(trial.answeredAt)}
                </Text>
              ) : null}
            </Group>,
          ],
          ['Invited', formatDateTime(trial.invitedAt)],
        ]}
      />
      {trial.details ? <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{trial.details}</Text> : null}
      <Anchor href={`/api/applications/${applicationId}/trial.ics`} download style={{ alignSelf: 'flex-start' }}>
        <Group component="span" gap={4}>
          <IconCalendarPlus size={18} aria-hidden />
          Add to calendar
        </Group>
      </Anchor>
    </SectionCard>
  );
}
