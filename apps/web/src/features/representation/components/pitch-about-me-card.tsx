import { Alert, Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isolate } from '@scouting/contract/bidi-isolate';
import { PITCH_MESSAGES, type TPitchAnswer } from '@scouting/contract/pitches';
import type { TPitch } from '@scouting/contract/schemas/pitches';
import { errorMessage } from '../../../api/client.ts';
import { type Fact, FactList } from '../../../components/fact-list.tsx';
import { type RepresentationMessageId, useRepresentationT } from '../../../i18n/areas/representation.ts';
import { useCountryName } from '../../../i18n/countries.ts';
import { useDateTimeFormat } from '../../../i18n/intl-formats.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { TrialAnswerButtons } from '../../../shared/trial-answer-buttons.tsx';
import { VerifiedBadge } from '../../../shared/verified-badge.tsx';
import { useAnswerPitchTrial } from '../api/answer-pitch-trial.ts';

const ANSWER_KEY: Record<TPitchAnswer, RepresentationMessageId> = {
  Interested: 'representation.pitches.answer.interested',
  'Not a fit': 'representation.pitches.answer.notFit',
  'Invite to trial': 'representation.pitches.answer.trial',
};

/**
 * A pitch as its player reads it on `/representation` (decision 061): the club, the agent, the
 * club's answer and a trial's date and place; FIFA's Article 19 when the player is a minor and the
 * club abroad. The requirement's own terms stay confidential to agents and the club. A trial waits
 * for the player's Accept or Decline, as an application's does on `/my-applications`.
 */
export function PitchAboutMeCard({ pitch }: { pitch: TPitch }) {
  const t = useRepresentationT();
  const sentence = useSentence();
  const countryName = useCountryName();
  const day = useDateTimeFormat({ dateStyle: 'medium' });
  const when = useDateTimeFormat({ dateStyle: 'full', timeStyle: 'short' });
  const headingId = `pitch-about-me-${pitch.id}`;
  const facts: Fact[] = [
    [t('representation.pitches.agent'), pitch.agent.fullName],
    [t('representation.pitches.pitchedOn'), day.format(new Date(pitch.createdAt))],
  ];
  if (pitch.reason)
    facts.push([t('representation.pitches.reason'), t(`representation.pitches.reason.${pitch.reason}`)]);
  if (pitch.trial) {
    facts.push(
      [t('representation.pitches.trialDate'), when.format(new Date(pitch.trial.startsAt))],
      [t('representation.pitches.venue'), pitch.trial.venue],
      [t('representation.pitches.details'), pitch.trial.details || null],
      [t('representation.pitches.trialAnswer'), t(`representation.pitches.trialAnswer.${pitch.trial.answer}`)],
    );
  }
  return (
    <Card withBorder padding="md" component="li" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="wrap">
            <Title order={3} size="h5" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {t('representation.pitches.cardTitle', {
                club: isolate(pitch.need.clubName),
                country: countryName(pitch.need.clubCountry),
              })}
            </Title>
            {pitch.need.clubVerified ? <VerifiedBadge size="sm" /> : null}
          </Group>
          <Badge color={pitch.answer ? 'pitch' : 'gray.7'} variant="filled">
            {pitch.answer ? t(ANSWER_KEY[pitch.answer]) : t('representation.pitches.waiting')}
          </Badge>
        </Group>
        {pitch.minorAbroad ? (
          <Alert color="orange" title={t('representation.pitches.minorTitle')}>
            {sentence(PITCH_MESSAGES.minorRule)}
          </Alert>
        ) : null}
        <FactList facts={facts} hideEmpty density="compact" />
        {pitch.trial?.answer === 'pending' ? <PitchTrialAnswer pitch={pitch} /> : null}
        {pitch.trial && pitch.trial.answer !== 'declined' ? (
          <Text size="sm">
            <Anchor href={`/api/pitches/${pitch.id}/trial.ics`} download>
              {t('representation.pitches.calendar')}
            </Anchor>
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

/** Accept and Decline while the club waits for the player's answer; the club and the agent are told. */
function PitchTrialAnswer({ pitch }: { pitch: TPitch }) {
  const t = useRepresentationT();
  const sentence = useSentence();
  const answer = useAnswerPitchTrial();
  // The buttons leave the card once the answer is in, before a mutate callback would run: the
  // promise still settles, so the confirmation or the refusal shows either way.
  const send = (choice: 'accept' | 'decline') =>
    answer.mutateAsync({ pitchId: pitch.id, answer: choice }).then(
      () =>
        notifications.show({
          color: 'pitch',
          message: sentence(choice === 'accept' ? PITCH_MESSAGES.trialAccepted : PITCH_MESSAGES.trialDeclined),
        }),
      (error: unknown) => notifications.show({ color: 'red', message: sentence(errorMessage(error)) }),
    );
  return (
    <TrialAnswerButtons
      prompt={sentence(PITCH_MESSAGES.trialAwaitingAnswer)}
      acceptLabel={t('representation.pitches.accept')}
      declineLabel={t('representation.pitches.decline')}
      sending={answer.isPending ? (answer.variables?.answer ?? null) : null}
      onAnswer={send}
    />
  );
}
