import { Alert, Button, Stack, Text } from '@mantine/core';
import { isolate } from '@scouting/contract/bidi-isolate';
import { PITCH_MESSAGES } from '@scouting/contract/pitches';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FactList } from '../../../components/fact-list.tsx';
import { useClubsT } from '../../../i18n/areas/clubs.ts';
import { useScoutingT, useVerdictLabel } from '../../../i18n/areas/scouting.ts';
import { useDateTimeFormat } from '../../../i18n/intl-formats.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { pitchReportQueryOptions } from '../api/pitches.ts';

/**
 * The scouting report the agent attached to a pitch, read through the pitch (GET /api/pitches/{id}/report):
 * the report stays its author's, and the pitch is what opens it to the club. Loaded when opened.
 */
export function PitchReport({ pitchId }: { pitchId: number }) {
  const t = useClubsT();
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <Stack gap={6}>
      <Button
        size="compact-sm"
        variant="light"
        style={{ alignSelf: 'flex-start' }}
        aria-expanded={open}
        aria-controls={open ? regionId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {t(open ? 'clubs.pitches.reportHide' : 'clubs.pitches.reportShow')}
      </Button>
      {open ? <ReportBody pitchId={pitchId} regionId={regionId} /> : null}
    </Stack>
  );
}

function ReportBody({ pitchId, regionId }: { pitchId: number; regionId: string }) {
  const t = useClubsT();
  const st = useScoutingT();
  const sentence = useSentence();
  const verdictLabel = useVerdictLabel();
  const day = useDateTimeFormat({ dateStyle: 'medium', timeZone: 'UTC' });
  const report = useQuery(pitchReportQueryOptions(pitchId));
  if (report.isPending) return null;
  if (report.isError) {
    return (
      <Alert id={regionId} color="red" role="alert">
        {t('clubs.pitches.reportLoadFailed')}
      </Alert>
    );
  }
  const data = report.data;
  return (
    <Stack id={regionId} gap={6} component="section" aria-label={t('clubs.pitches.report')}>
      <Text size="sm" fw={600}>
        {t('clubs.pitches.reportBy', { author: isolate(data.author.fullName) })}
      </Text>
      <Text size="sm" c="dimmed">
        {sentence(PITCH_MESSAGES.reportOfPitch)}
      </Text>
      <FactList
        hideEmpty
        density="compact"
        facts={[
          [st('scouting.form.watchedOn'), day.format(new Date(`${data.watchedOn}T00:00:00Z`))],
          [st('scouting.form.verdict'), verdictLabel(data.verdict)],
          [st('scouting.form.potential'), st('scouting.potentialValue', { value: data.potential })],
          [st('scouting.form.strengths'), data.strengths ? <bdi key="strengths">{data.strengths}</bdi> : null],
          [st('scouting.form.weaknesses'), data.weaknesses ? <bdi key="weaknesses">{data.weaknesses}</bdi> : null],
          [st('scouting.form.summary'), data.summary ? <bdi key="summary">{data.summary}</bdi> : null],
        ]}
      />
    </Stack>
  );
}
