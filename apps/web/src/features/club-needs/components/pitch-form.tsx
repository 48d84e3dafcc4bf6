import { Alert, Checkbox, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type TClubNeed, type TClubNeedMatch, ZPitchRequest } from '@scouting/contract';
import { useQuery } from '@tanstack/react-query';
import { errorMessage, isApiError } from '../../../api/client.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { GrowingTextarea } from '../../../components/growing-textarea.tsx';
import { useClubsT } from '../../../i18n/areas/clubs.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { pitchVideosQueryOptions, useMakePitch } from '../api/pitches.ts';

type Values = { note: string; videoIds: string[] };

/**
 * The agent's pitch of a represented player for a requirement (decision 061): a note to the club
 * and the player's videos to show. The server checks the agreement again.
 */
export function PitchForm({
  need,
  match,
  onDone,
}: {
  need: TClubNeed;
  match: TClubNeedMatch;
  onDone: (sent: boolean) => void;
}) {
  const t = useClubsT();
  const sentence = useSentence();
  const make = useMakePitch();
  const videos = useQuery(pitchVideosQueryOptions(match.playerId));
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { note: '', videoIds: [] },
    validate: (values) => {
      const parsed = ZPitchRequest.safeParse({ playerId: match.playerId, note: values.note, videoIds: [] });
      if (parsed.success) return {};
      return { note: parsed.error.issues[0]?.message };
    },
  });
  const submit = form.onSubmit((values) =>
    make.mutate(
      {
        needId: need.id,
        pitch: { playerId: match.playerId, note: values.note, videoIds: values.videoIds.map(Number) },
      },
      {
        onSuccess: () => onDone(true),
        onError: (error) => {
          if (isApiError(error) && error.fields) form.setErrors(error.fields);
        },
      },
    ),
  );
  const noteProps = form.getInputProps('note');
  const formError = make.isError && !(isApiError(make.error) && make.error.fields?.note);
  const choices = videos.data?.videos ?? [];
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('clubs.pitches.formTitle', { name: match.fullName, club: need.clubName })}
    >
      <Stack gap="sm">
        <GrowingTextarea
          label={t('clubs.pitches.note')}
          description={t('clubs.pitches.noteHint')}
          required
          minRows={3}
          maxRows={8}
          data-autofocus
          {...noteProps}
          error={typeof noteProps.error === 'string' ? sentence(noteProps.error) : noteProps.error}
        />
        {choices.length ? (
          <Checkbox.Group label={t('clubs.pitches.videos')} {...form.getInputProps('videoIds')}>
            <Stack gap={4} mt={4}>
              {choices.map((video) => (
                <Checkbox key={video.id} value={String(video.id)} label={video.title} />
              ))}
            </Stack>
          </Checkbox.Group>
        ) : videos.isSuccess ? (
          <Text size="sm">{t('clubs.pitches.noVideos')}</Text>
        ) : null}
        {formError ? (
          <Alert color="red" role="alert">
            {sentence(errorMessage(make.error))}
          </Alert>
        ) : null}
        <FormActions onCancel={() => onDone(false)} loading={make.isPending}>
          {t('clubs.pitches.send')}
        </FormActions>
      </Stack>
    </form>
  );
}
