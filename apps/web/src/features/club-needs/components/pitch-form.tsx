import { Alert, Checkbox, NativeSelect, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isolate } from '@scouting/contract/bidi-isolate';
import type { TClubNeed, TClubNeedMatch } from '@scouting/contract/schemas/club-needs';
import { ZPitchRequest } from '@scouting/contract/schemas/pitches';
import { useQuery } from '@tanstack/react-query';
import { errorMessage, isApiError } from '../../../api/client.ts';
import { playerScoutReportsQueryOptions } from '../../../api/scout-reports.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { GrowingTextarea } from '../../../components/growing-textarea.tsx';
import { useClubsT } from '../../../i18n/areas/clubs.ts';
import { useVerdictLabel } from '../../../i18n/areas/scouting.ts';
import { useDateTimeFormat } from '../../../i18n/intl-formats.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { pitchVideosQueryOptions, useMakePitch } from '../api/pitches.ts';

type Values = { note: string; videoIds: string[]; reportId: string };

/** The agent's reports on the player offered to attach: the newest, as a player's profile lists them. */
const REPORT_CHOICES = 50;

/**
 * The agent's pitch of a represented player for a requirement (decision 061): a note to the club,
 * the player's videos to show and, if the agent likes, one of their own reports on the player, which
 * the club then reads with the pitch. The server checks the agreement, the videos and the report again.
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
  const reports = useQuery(playerScoutReportsQueryOptions(match.playerId, REPORT_CHOICES));
  const verdictLabel = useVerdictLabel();
  const day = useDateTimeFormat({ dateStyle: 'medium', timeZone: 'UTC' });
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { note: '', videoIds: [], reportId: '' },
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
        pitch: {
          playerId: match.playerId,
          note: values.note,
          videoIds: values.videoIds.map(Number),
          reportId: values.reportId ? Number(values.reportId) : null,
        },
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
  const ownReports = reports.data?.reports ?? [];
  const reportProps = form.getInputProps('reportId');
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('clubs.pitches.formTitle', { name: isolate(match.fullName), club: isolate(need.clubName) })}
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
        {ownReports.length ? (
          <NativeSelect
            label={t('clubs.pitches.report')}
            description={t('clubs.pitches.reportHint')}
            data={[
              { value: '', label: t('clubs.pitches.noReport') },
              ...ownReports.map((report) => ({
                value: String(report.id),
                label: t('clubs.pitches.reportOption', {
                  date: day.format(new Date(`${report.watchedOn}T00:00:00Z`)),
                  verdict: verdictLabel(report.verdict),
                }),
              })),
            ]}
            {...reportProps}
            error={typeof reportProps.error === 'string' ? sentence(reportProps.error) : reportProps.error}
          />
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
