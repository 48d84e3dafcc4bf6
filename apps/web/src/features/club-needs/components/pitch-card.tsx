import { Alert, Anchor, Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { PITCH_MESSAGES } from '@scouting/contract/pitches';
import type { TPitch } from '@scouting/contract/schemas/pitches';
import { Link } from 'react-router';
import { type Fact, FactList } from '../../../components/fact-list.tsx';
import { useClubsT } from '../../../i18n/areas/clubs.ts';
import { useCountryName } from '../../../i18n/countries.ts';
import { useDateTimeFormat } from '../../../i18n/intl-formats.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { PitchAnswerForm } from './pitch-answer-form.tsx';
import { ANSWER_KEY } from './pitch-answer-keys.ts';
import { PitchReport } from './pitch-report.tsx';

/**
 * One pitch as the club or the agent reads it (decision 061): the player, the note, the videos, the
 * answer and the player's answer to a trial; the scouting report the agent attached; FIFA's Article 19
 * for a minor moving abroad; the club's answer controls while it may answer.
 */
export function PitchCard({ pitch, canAnswer }: { pitch: TPitch; canAnswer: boolean }) {
  const t = useClubsT();
  const sentence = useSentence();
  const countryName = useCountryName();
  const day = useDateTimeFormat({ dateStyle: 'medium' });
  const when = useDateTimeFormat({ dateStyle: 'full', timeStyle: 'short' });
  const headingId = `pitch-${pitch.id}`;
  const facts: Fact[] = [
    [t('clubs.pitches.agent'), pitch.agent.fullName],
    [t('clubs.pitches.age'), pitch.player.age === null ? null : String(pitch.player.age)],
    [t('clubs.pitches.country'), pitch.player.country ? countryName(pitch.player.country) : null],
    [t('clubs.pitches.pitchedOn'), day.format(new Date(pitch.createdAt))],
    [t('clubs.pitches.note'), pitch.note],
  ];
  if (pitch.answer) facts.push([t('clubs.pitches.answerLabel'), t(ANSWER_KEY[pitch.answer])]);
  if (pitch.reason) facts.push([t('clubs.pitches.reasonLabel'), t(`clubs.pitches.reason.${pitch.reason}`)]);
  if (pitch.minorException) {
    facts.push([t('clubs.pitches.exceptionLabel'), t(`clubs.pitches.exception.${pitch.minorException}`)]);
  }
  if (pitch.trial) {
    facts.push(
      [t('clubs.pitches.trialDate'), when.format(new Date(pitch.trial.startsAt))],
      [t('clubs.pitches.venue'), pitch.trial.venue],
      [t('clubs.pitches.details'), pitch.trial.details || null],
      [t('clubs.pitches.trialAnswer'), t(`clubs.pitches.trialAnswer.${pitch.trial.answer}`)],
    );
  }
  const mayAnswer = canAnswer && (pitch.answer === null || pitch.answer === 'Interested');
  return (
    <Card withBorder padding="md" component="li" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            <Anchor component={Link} to={`/player-profile/${pitch.player.id}`}>
              <bdi>{pitch.player.fullName}</bdi>
            </Anchor>
          </Title>
          {pitch.answer ? (
            <Badge color="pitch" variant="filled">
              {t(ANSWER_KEY[pitch.answer])}
            </Badge>
          ) : (
            <Badge color={pitch.unanswered ? 'red.9' : 'gray.7'} variant="filled">
              {t(pitch.unanswered ? 'clubs.pitches.unanswered' : 'clubs.pitches.waiting')}
            </Badge>
          )}
        </Group>
        {pitch.minorAbroad ? (
          <Alert color="orange" title={t('clubs.pitches.minorTitle')}>
            {sentence(PITCH_MESSAGES.minorRule)}
          </Alert>
        ) : null}
        <FactList facts={facts} hideEmpty density="compact" />
        {pitch.videos.length ? (
          <Stack gap={4}>
            <Text fw={600} size="sm">
              {t('clubs.pitches.videos')}
            </Text>
            <List spacing={2} size="sm">
              {pitch.videos.map((video) => (
                <List.Item key={video.id}>
                  <Anchor component={Link} to={`/player-profile/${pitch.player.id}`}>
                    <bdi>{video.title}</bdi>
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </Stack>
        ) : null}
        {pitch.reportId !== null ? <PitchReport pitchId={pitch.id} /> : null}
        {pitch.trial ? (
          <Anchor href={`/api/pitches/${pitch.id}/trial.ics`} size="sm" download>
            {t('clubs.pitches.calendar')}
          </Anchor>
        ) : null}
        {mayAnswer ? <PitchAnswerForm pitch={pitch} /> : null}
      </Stack>
    </Card>
  );
}
