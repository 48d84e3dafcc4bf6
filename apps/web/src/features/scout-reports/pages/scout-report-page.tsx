import { Alert, Avatar, Badge, Button, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { isolate } from '@scouting/contract/bidi-isolate';
import { MESSAGES } from '@scouting/contract/messages';
import type { TScoutReport } from '@scouting/contract/schemas/scout-reports';
import { IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../api/client.ts';
import { useMe } from '../../../api/me.ts';
import { openConfirmModal } from '../../../components/confirm-modals.tsx';
import { type Fact, FactList } from '../../../components/fact-list.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { useReportRoleLabel, useScoutingT, useScoutLabel, useVerdictLabel } from '../../../i18n/areas/scouting.ts';
import { useCountryName } from '../../../i18n/countries.ts';
import { usePositionLabel } from '../../../i18n/football.ts';
import { useDateTimeFormat } from '../../../i18n/intl-formats.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { verdictColor } from '../../../shared/player-scout-reports.tsx';
import { scoutReportQueryOptions, templateQueryOptions, useDeleteScoutReport } from '../api/scout-reports.ts';
import classes from './scout-report-page.module.css';

/**
 * `/scout-reports/{id}`: one report as its author (or an admin) reads it: the player's photo and
 * facts, the match, the ratings as bars per corner, potential and verdict, the texts. It prints on
 * one A4 page (the module's print styles hide the header and the page's buttons). Verdict and ratings
 * come first: nothing the author wrote is cut, so only an unusually long report runs onto a second
 * page, and then only with the end of its texts.
 */
export function ScoutReportPage() {
  const t = useScoutingT();
  const sentence = useSentence();
  const raw = useParams().id ?? '';
  const id = /^\d+$/.test(raw) ? Number(raw) : 0;
  const report = useQuery({ ...scoutReportQueryOptions(id), enabled: id > 0 });
  if (!id) return <Alert color="red">{sentence(MESSAGES.userIdNotFoundInUrl)}</Alert>;
  if (report.isError) return <Alert color="red">{sentence(errorMessage(report.error))}</Alert>;
  if (!report.data) return <Loader aria-label={t('scouting.report.loading')} />;
  return <ReportSheet report={report.data} />;
}

function ReportSheet({ report }: { report: TScoutReport }) {
  const t = useScoutingT();
  const verdictLabel = useVerdictLabel();
  const roleLabel = useReportRoleLabel();
  const positionLabel = usePositionLabel();
  const countryName = useCountryName();
  const day = useDateTimeFormat({ dateStyle: 'medium', timeZone: 'UTC' });
  const { player } = report;
  const title = `${t('scouting.title')} · ${player.fullName}`;
  const facts: Fact[] = [
    [t('scouting.filterPosition'), positionLabel(player.primaryPosition)],
    [t('scouting.report.ageLabel'), player.age],
    [t('scouting.report.club'), player.currentClub],
    [t('scouting.report.country'), player.country ? countryName(player.country) : null],
    [t('scouting.form.watchedOn'), day.format(new Date(`${report.watchedOn}T00:00:00Z`))],
    [t('scouting.form.watchedVia'), t(`scouting.via.${report.watchedVia}`)],
    [t('scouting.form.competition'), report.competition],
    [t('scouting.form.opponent'), report.opponent],
    [t('scouting.form.minutes'), report.minutesWatched],
  ];
  return (
    <Stack gap="md" className={classes.sheet} data-scout-report>
      <PageTitle>{title}</PageTitle>
      <Group gap="md" wrap="nowrap" align="center">
        <Avatar
          src={player.profileImageUrl}
          size="lg"
          radius="xl"
          name={player.fullName}
          color="pitch"
          variant="filled"
          alt=""
        />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            <bdi>{player.fullName}</bdi>
          </Title>
          <Text size="sm" c="dimmed">
            {t('scouting.report.by', {
              name: isolate(report.author.fullName),
              role: roleLabel(report.author.role),
              date: day.format(new Date(report.createdAt)),
            })}
          </Text>
        </Stack>
      </Group>
      <Group gap="sm">
        <Badge size="lg" color={verdictColor(report.verdict)}>
          {t('scouting.report.verdictValue', { verdict: verdictLabel(report.verdict) })}
        </Badge>
        <Badge size="lg" variant="light" color="gray">
          {t('scouting.potentialValue', { value: report.potential })}
        </Badge>
      </Group>
      <div className={classes.facts}>
        <FactList facts={facts} hideEmpty density="compact" />
      </div>
      <Ratings report={report} />
      {/* Printed, the texts and moments flow in two columns below the ratings (see the module). */}
      <Stack gap="md" className={classes.texts}>
        <Texts report={report} />
        <Moments report={report} />
      </Stack>
      <Actions report={report} />
    </Stack>
  );
}

function Ratings({ report }: { report: TScoutReport }) {
  const t = useScoutingT();
  const label = useScoutLabel();
  const template = useQuery(templateQueryOptions(report.player.primaryPosition));
  return (
    <Stack gap="xs" component="section" aria-labelledby="report-ratings">
      <Title order={2} size="h3" id="report-ratings">
        {t('scouting.report.ratings')}
      </Title>
      <div className={classes.corners}>
        {(template.data?.corners ?? []).map((corner) => (
          <Stack key={corner.key} gap={4}>
            <Title order={3} size="h5">
              {label('corner', corner.key, corner.label)}
            </Title>
            <dl style={{ margin: 0 }}>
              {corner.attributes.map((attribute) => {
                const value = report.ratings[corner.key][attribute.key];
                return (
                  <div key={attribute.key} className={classes.ratingRow}>
                    <Text component="dt" size="sm">
                      {label('attr', attribute.key, attribute.label)}
                    </Text>
                    <div className={classes.track} aria-hidden>
                      {value ? <div className={classes.bar} style={{ inlineSize: `${value * 20}%` }} /> : null}
                    </div>
                    <Text component="dd" size="sm" m={0} ta="end">
                      {value ? t('scouting.report.rating', { value }) : t('scouting.report.notSeen')}
                    </Text>
                  </div>
                );
              })}
            </dl>
          </Stack>
        ))}
      </div>
    </Stack>
  );
}

function Texts({ report }: { report: TScoutReport }) {
  const t = useScoutingT();
  const texts: [string, string | null][] = [
    [t('scouting.form.strengths'), report.strengths],
    [t('scouting.form.weaknesses'), report.weaknesses],
    [t('scouting.form.summary'), report.summary],
    [t('scouting.form.feedback'), report.feedbackForPlayer],
  ];
  return (
    <>
      {texts
        .filter((entry): entry is [string, string] => Boolean(entry[1]))
        .map(([heading, text]) => (
          <Stack key={heading} gap={2} component="section">
            <Title order={2} size="h4">
              {heading}
            </Title>
            <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {text}
            </Text>
          </Stack>
        ))}
    </>
  );
}

/** The author's marks in the player's videos, as minutes and seconds. */
function Moments({ report }: { report: TScoutReport }) {
  const t = useScoutingT();
  if (report.moments.length === 0) return null;
  const time = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;
  return (
    <Stack gap={2} component="section" aria-labelledby="report-moments">
      <Title order={2} size="h4" id="report-moments">
        {t('scouting.report.moments')}
      </Title>
      <List size="sm">
        {report.moments.map((moment) => (
          <List.Item key={`${moment.videoId}-${moment.atSeconds}`}>
            {t('scouting.report.moment', { video: moment.videoId, time: time(moment.atSeconds) })}
            {moment.note ? (
              <>
                {' · '}
                <bdi>{moment.note}</bdi>
              </>
            ) : null}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

function Actions({ report }: { report: TScoutReport }) {
  const t = useScoutingT();
  // An admin reads and deletes another's report for moderation, but never rewrites it.
  const isAuthor = useMe().data?.member?.id === report.author.id;
  const sentence = useSentence();
  const navigate = useNavigate();
  const remove = useDeleteScoutReport();
  const confirmDelete = () =>
    openConfirmModal({
      title: t('scouting.report.delete'),
      children: <Text size="sm">{t('scouting.report.deleteConfirm')}</Text>,
      labels: { confirm: t('scouting.report.delete'), cancel: t('scouting.form.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(report.id, { onSuccess: () => void navigate('/scout-reports') }),
    });
  return (
    <Group gap="sm" className={classes.noPrint}>
      <Button leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
        {t('scouting.report.print')}
      </Button>
      {isAuthor ? (
        <Button component={Link} to={`/scout-reports/${report.id}/edit`} variant="default">
          {t('scouting.report.edit')}
        </Button>
      ) : null}
      <Button variant="subtle" color="red.8" onClick={confirmDelete} loading={remove.isPending}>
        {t('scouting.report.delete')}
      </Button>
      <Button component={Link} to="/scout-reports" variant="subtle">
        {t('scouting.report.back')}
      </Button>
      {remove.isError ? <Text c="red">{sentence(errorMessage(remove.error))}</Text> : null}
    </Group>
  );
}
