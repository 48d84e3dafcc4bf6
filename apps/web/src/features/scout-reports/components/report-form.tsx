import { Button, Group, NumberInput, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TSpecificPosition } from '@scouting/contract/constants';
import type { TScoutRatings, TScoutReport, TScoutReportUpdate } from '@scouting/contract/schemas/scout-reports';
import {
  SCOUT_REPORT_LIMITS,
  SCOUT_REPORT_VERDICTS,
  type TScoutReportVerdict,
  type TWatchedVia,
  WATCHED_VIA,
} from '@scouting/contract/scout-reports';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage, isApiError } from '../../../api/client.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { GrowingTextarea } from '../../../components/growing-textarea.tsx';
import { useScoutingT, useScoutLabel, useVerdictLabel } from '../../../i18n/areas/scouting.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { templateQueryOptions, useSaveScoutReport } from '../api/scout-reports.ts';
import { type ReportMoment, ReportMoments } from './report-moments.tsx';

type Props = {
  player: { id: number; fullName: string; primaryPosition: TSpecificPosition };
  /** The report being edited; none for a new one. */
  report?: TScoutReport;
};

const SCALE = ['1', '2', '3', '4', '5'] as const;
const NOT_SEEN = '';
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The report form (write and edit): the match, the template's corners with a 1–5 choice per
 * attribute ('Not seen' leaves it out), potential, verdict and the texts. Each choice is a radio
 * group with its attribute's name, so a screen reader and the keyboard reach every one.
 */
export function ReportForm({ player, report }: Props) {
  const t = useScoutingT();
  const sentence = useSentence();
  const label = useScoutLabel();
  const verdictLabel = useVerdictLabel();
  const navigate = useNavigate();
  const template = useQuery(templateQueryOptions(player.primaryPosition));
  const save = useSaveScoutReport();
  const [watchedOn, setWatchedOn] = useState(report?.watchedOn ?? today());
  const [watchedVia, setWatchedVia] = useState<TWatchedVia>(report?.watchedVia ?? 'Live');
  const [competition, setCompetition] = useState(report?.competition ?? '');
  const [opponent, setOpponent] = useState(report?.opponent ?? '');
  const [minutes, setMinutes] = useState<number | string>(report?.minutesWatched ?? '');
  const [ratings, setRatings] = useState<TScoutRatings>(
    report?.ratings ?? { technical: {}, tactical: {}, physical: {}, mental: {} },
  );
  const [potential, setPotential] = useState(report ? String(report.potential) : '');
  const [verdict, setVerdict] = useState<TScoutReportVerdict | ''>(report?.verdict ?? '');
  const [strengths, setStrengths] = useState(report?.strengths ?? '');
  const [weaknesses, setWeaknesses] = useState(report?.weaknesses ?? '');
  const [summary, setSummary] = useState(report?.summary ?? '');
  const [feedback, setFeedback] = useState(report?.feedbackForPlayer ?? '');
  const [moments, setMoments] = useState<ReportMoment[]>(report?.moments ?? []);

  const fields = isApiError(save.error) ? (save.error.fields ?? {}) : {};
  const fieldError = (name: string) => (fields[name] ? sentence(fields[name]) : undefined);
  // The server names a moment's field by its place (`moments.2.videoId`): the fieldset shows the first.
  const momentsField = Object.keys(fields).find((name) => name === 'moments' || name.startsWith('moments.'));

  const rate = (corner: keyof TScoutRatings, attribute: string, value: string) =>
    setRatings((all) => {
      const next = { ...all[corner] };
      if (value === NOT_SEEN) delete next[attribute];
      else next[attribute] = Number(value);
      return { ...all, [corner]: next };
    });

  const submit = () => {
    // An empty choice goes as it is, so the server names the missing field.
    const body: TScoutReportUpdate = {
      watchedOn,
      watchedVia,
      competition,
      opponent,
      minutesWatched: minutes === '' ? null : Number(minutes),
      ratings,
      potential: Number(potential || Number.NaN),
      verdict: verdict as TScoutReportVerdict,
      strengths,
      weaknesses,
      summary,
      feedbackForPlayer: feedback,
      moments,
      videoId: report?.videoId ?? null,
    };
    save.mutate(report ? { id: report.id, fields: body } : { id: null, fields: { ...body, playerId: player.id } }, {
      onSuccess: (saved) => {
        notifications.show({ color: 'pitch', message: t('scouting.form.saved') });
        void navigate(`/scout-reports/${saved.id}`);
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="lg">
        <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <Title order={2} size="h3" component="legend">
            {t('scouting.form.match')}
          </Title>
          <TextInput
            type="date"
            label={t('scouting.form.watchedOn')}
            value={watchedOn}
            max={today()}
            onChange={(event) => setWatchedOn(event.currentTarget.value)}
            error={fieldError('watchedOn')}
            required
          />
          <Radio.Group
            label={t('scouting.form.watchedVia')}
            value={watchedVia}
            onChange={(value) => setWatchedVia(value as TWatchedVia)}
            error={fieldError('watchedVia')}
          >
            <Group gap="md" mt={4}>
              {WATCHED_VIA.map((via) => (
                <Radio key={via} value={via} label={t(`scouting.via.${via}`)} />
              ))}
            </Group>
          </Radio.Group>
          <TextInput
            label={t('scouting.form.competition')}
            value={competition}
            maxLength={SCOUT_REPORT_LIMITS.competitionMax}
            onChange={(event) => setCompetition(event.currentTarget.value)}
            error={fieldError('competition')}
          />
          <TextInput
            label={t('scouting.form.opponent')}
            value={opponent}
            maxLength={SCOUT_REPORT_LIMITS.opponentMax}
            onChange={(event) => setOpponent(event.currentTarget.value)}
            error={fieldError('opponent')}
          />
          <NumberInput
            label={t('scouting.form.minutes')}
            value={minutes}
            min={1}
            max={SCOUT_REPORT_LIMITS.minutesMax}
            allowDecimal={false}
            onChange={setMinutes}
            error={fieldError('minutesWatched')}
          />
        </Stack>

        <Text size="sm" c="dimmed">
          {t('scouting.form.ratingsHint')}
        </Text>
        {(template.data?.corners ?? []).map((corner) => (
          <Stack key={corner.key} gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
            <Title order={2} size="h3" component="legend">
              {label('corner', corner.key, corner.label)}
            </Title>
            {corner.attributes.map((attribute) => {
              const value = ratings[corner.key][attribute.key];
              return (
                <Radio.Group
                  key={attribute.key}
                  label={label('attr', attribute.key, attribute.label)}
                  value={value === undefined ? NOT_SEEN : String(value)}
                  onChange={(next) => rate(corner.key, attribute.key, next)}
                  error={fieldError(`ratings.${corner.key}.${attribute.key}`)}
                >
                  <Group gap="sm" mt={4}>
                    <Radio value={NOT_SEEN} label={t('scouting.form.notSeen')} />
                    {SCALE.map((score) => (
                      <Radio key={score} value={score} label={score} />
                    ))}
                  </Group>
                </Radio.Group>
              );
            })}
          </Stack>
        ))}

        <Radio.Group
          label={t('scouting.form.potential')}
          value={potential}
          onChange={setPotential}
          error={fieldError('potential')}
          required
        >
          <Group gap="sm" mt={4}>
            {SCALE.map((score) => (
              <Radio key={score} value={score} label={score} />
            ))}
          </Group>
        </Radio.Group>
        <Radio.Group
          label={t('scouting.form.verdict')}
          value={verdict}
          onChange={(value) => setVerdict(value as TScoutReportVerdict)}
          error={fieldError('verdict')}
          required
        >
          <Group gap="md" mt={4}>
            {SCOUT_REPORT_VERDICTS.map((choice) => (
              <Radio key={choice} value={choice} label={verdictLabel(choice)} />
            ))}
          </Group>
        </Radio.Group>
        <GrowingTextarea
          label={t('scouting.form.strengths')}
          value={strengths}
          minRows={2}
          maxLength={SCOUT_REPORT_LIMITS.strengthsMax}
          onChange={(event) => setStrengths(event.currentTarget.value)}
          error={fieldError('strengths')}
        />
        <GrowingTextarea
          label={t('scouting.form.weaknesses')}
          value={weaknesses}
          minRows={2}
          maxLength={SCOUT_REPORT_LIMITS.weaknessesMax}
          onChange={(event) => setWeaknesses(event.currentTarget.value)}
          error={fieldError('weaknesses')}
        />
        <GrowingTextarea
          label={t('scouting.form.summary')}
          value={summary}
          minRows={3}
          maxLength={SCOUT_REPORT_LIMITS.summaryMax}
          onChange={(event) => setSummary(event.currentTarget.value)}
          error={fieldError('summary')}
        />
        <GrowingTextarea
          label={t('scouting.form.feedback')}
          description={t('scouting.form.feedbackHint')}
          value={feedback}
          minRows={2}
          maxLength={SCOUT_REPORT_LIMITS.feedbackMax}
          onChange={(event) => setFeedback(event.currentTarget.value)}
          error={fieldError('feedbackForPlayer')}
        />
        <ReportMoments
          playerId={player.id}
          moments={moments}
          onChange={setMoments}
          error={momentsField ? fieldError(momentsField) : undefined}
        />
        {save.isError ? <FormAlert message={sentence(errorMessage(save.error))} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void navigate(-1)}>
            {t('scouting.form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('scouting.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
