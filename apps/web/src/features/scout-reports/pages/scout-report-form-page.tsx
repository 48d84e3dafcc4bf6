import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { isolate } from '@scouting/contract/bidi-isolate';
import { MESSAGES } from '@scouting/contract/messages';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/client.ts';
import { playerDetailsQueryOptions } from '../../../api/player-details.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { useScoutingT } from '../../../i18n/areas/scouting.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { scoutReportQueryOptions } from '../api/scout-reports.ts';
import { ReportForm } from '../components/report-form.tsx';

const idOf = (value: string | null | undefined) => (value && /^\d+$/.test(value) ? Number(value) : 0);

/** `/scout-reports/new?playerId={id}`: a new report on the player (from their profile or a shortlist). */
export function NewScoutReportPage() {
  const t = useScoutingT();
  const sentence = useSentence();
  const [params] = useSearchParams();
  const playerId = idOf(params.get('playerId'));
  const player = useQuery(playerDetailsQueryOptions(playerId));
  if (!playerId) return <Text>{t('scouting.form.noPlayer')}</Text>;
  if (player.isError) return <Alert color="red">{sentence(errorMessage(player.error))}</Alert>;
  if (!player.data) return <Loader aria-label={t('scouting.form.loading')} />;
  const name = player.data.fullName;
  return (
    <Stack gap="lg" maw={760}>
      <PageTitle>{t('scouting.form.newTitle', { name: isolate(name) })}</PageTitle>
      <Title order={1}>{t('scouting.form.newTitle', { name: isolate(name) })}</Title>
      <ReportForm player={player.data} />
    </Stack>
  );
}

/** `/scout-reports/{id}/edit`: the author rewrites their report. */
export function EditScoutReportPage() {
  const t = useScoutingT();
  const sentence = useSentence();
  const id = idOf(useParams().id);
  const report = useQuery({ ...scoutReportQueryOptions(id), enabled: id > 0 });
  if (!id) return <Alert color="red">{sentence(MESSAGES.userIdNotFoundInUrl)}</Alert>;
  if (report.isError) return <Alert color="red">{sentence(errorMessage(report.error))}</Alert>;
  if (!report.data) return <Loader aria-label={t('scouting.form.loading')} />;
  const name = report.data.player.fullName;
  return (
    <Stack gap="lg" maw={760}>
      <PageTitle>{t('scouting.form.editTitle', { name: isolate(name) })}</PageTitle>
      <Title order={1}>{t('scouting.form.editTitle', { name: isolate(name) })}</Title>
      <ReportForm player={report.data.player} report={report.data} />
    </Stack>
  );
}
