import { Alert, Radio, Select, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isolate } from '@scouting/contract/bidi-isolate';
import {
  MINOR_EXCEPTIONS,
  PITCH_ANSWERS,
  PITCH_MESSAGES,
  PITCH_NOT_A_FIT_REASONS,
  type TMinorException,
  type TPitchAnswer,
  type TPitchNotAFitReason,
} from '@scouting/contract/pitches';
import type { TPitch } from '@scouting/contract/schemas/pitches';
import { type FormEvent, useState } from 'react';
import { errorMessage, isApiError } from '../../../api/client.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { GrowingTextarea } from '../../../components/growing-textarea.tsx';
import { useClubsT } from '../../../i18n/areas/clubs.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { fromLocalDateTime } from '../../../shared/local-date-time.ts';
import { useAnswerPitch } from '../api/pitches.ts';
import { ANSWER_KEY } from './pitch-answer-keys.ts';

/**
 * The club's answer to a pitch (decision 061): Interested, Not a fit with a reason, or Invite to trial
 * with its date, place and details; for a minor moving abroad, the Article 19 exception first.
 */
export function PitchAnswerForm({ pitch }: { pitch: TPitch }) {
  const t = useClubsT();
  const sentence = useSentence();
  const answer = useAnswerPitch();
  const [choice, setChoice] = useState<TPitchAnswer | null>(null);
  const [reason, setReason] = useState<TPitchNotAFitReason | null>(null);
  const [exception, setException] = useState<TMinorException | null>(null);
  const [startsAt, setStartsAt] = useState('');
  const [venue, setVenue] = useState('');
  const [details, setDetails] = useState('');
  const choices = PITCH_ANSWERS.filter((value) => value !== pitch.answer);
  const fields = isApiError(answer.error) ? (answer.error.fields ?? {}) : {};
  const fieldError = (name: string) => (fields[name] ? sentence(fields[name]) : undefined);
  const id = `pitch-answer-${pitch.id}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!choice) return;
    const trial = choice === 'Invite to trial' ? { startsAt: fromLocalDateTime(startsAt), venue, details } : undefined;
    // The form leaves the card once the answer is in, before a mutate callback would run: the
    // promise still resolves, so the confirmation shows whatever the card renders next.
    answer
      .mutateAsync({
        pitchId: pitch.id,
        answer: {
          answer: choice,
          reason: choice === 'Not a fit' ? reason : undefined,
          trial,
          minorException: pitch.minorAbroad && choice === 'Invite to trial' ? exception : undefined,
        },
      })
      .then(
        () => notifications.show({ color: 'pitch', message: sentence(PITCH_MESSAGES.answered) }),
        // The form shows the error from the mutation's state.
        () => undefined,
      );
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={id}>
          {t('clubs.pitches.answerTitle', { name: isolate(pitch.player.fullName) })}
        </Title>
        <Radio.Group
          label={t('clubs.pitches.answerLabel')}
          value={choice}
          onChange={(value) => setChoice(value as TPitchAnswer)}
          required
        >
          <Stack gap={6} mt={4}>
            {choices.map((value) => (
              <Radio key={value} value={value} label={t(ANSWER_KEY[value])} />
            ))}
          </Stack>
        </Radio.Group>
        {choice === 'Not a fit' ? (
          <Select
            label={t('clubs.pitches.reasonLabel')}
            required
            data={PITCH_NOT_A_FIT_REASONS.map((value) => ({ value, label: t(`clubs.pitches.reason.${value}`) }))}
            value={reason}
            onChange={(value) => setReason(value as TPitchNotAFitReason | null)}
            error={fieldError('reason')}
          />
        ) : null}
        {choice === 'Invite to trial' ? (
          <>
            {pitch.minorAbroad ? (
              <Select
                label={t('clubs.pitches.exceptionLabel')}
                description={sentence(PITCH_MESSAGES.chooseMinorException)}
                required
                data={MINOR_EXCEPTIONS.map((value) => ({ value, label: t(`clubs.pitches.exception.${value}`) }))}
                value={exception}
                onChange={(value) => setException(value as TMinorException | null)}
                error={fieldError('minorException')}
              />
            ) : null}
            <TextInput
              label={t('clubs.pitches.trialDate')}
              description={t('clubs.pitches.timeZone')}
              type="datetime-local"
              required
              value={startsAt}
              onChange={(event) => setStartsAt(event.currentTarget.value)}
              error={fieldError('trial.startsAt') ?? fieldError('trial')}
            />
            <TextInput
              label={t('clubs.pitches.venue')}
              required
              value={venue}
              onChange={(event) => setVenue(event.currentTarget.value)}
              error={fieldError('trial.venue')}
            />
            <GrowingTextarea
              label={t('clubs.pitches.details')}
              minRows={2}
              maxRows={6}
              value={details}
              onChange={(event) => setDetails(event.currentTarget.value)}
              error={fieldError('trial.details')}
            />
          </>
        ) : null}
        {answer.isError ? (
          <Alert color="red" role="alert">
            {sentence(errorMessage(answer.error))}
          </Alert>
        ) : null}
        <FormActions onCancel={() => setChoice(null)} loading={answer.isPending} disabled={!choice}>
          {t('clubs.pitches.sendAnswer')}
        </FormActions>
      </Stack>
    </form>
  );
}
