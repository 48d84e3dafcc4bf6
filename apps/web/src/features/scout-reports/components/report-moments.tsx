import { Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import type { TScoutReportMoment } from '@scouting/contract/schemas/scout-reports';
import { SCOUT_REPORT_LIMITS } from '@scouting/contract/scout-reports';
import { formatMomentTime, parseMomentTime } from '@scouting/contract/video-moments';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useState } from 'react';
import { useScoutingT } from '../../../i18n/areas/scouting.ts';
import { reportVideosQueryOptions } from '../api/scout-reports.ts';

/** A moment as the form keeps it and the server answers it: no note is null. */
export type ReportMoment = TScoutReportMoment;

type Props = {
  playerId: number;
  moments: ReportMoment[];
  onChange: (moments: ReportMoment[]) => void;
  /** The server's sentence about a moment, already in the reader's language. */
  error?: string | undefined;
};

/**
 * The author's own marks in the player's videos (docs/product.md#scouting-reports): a video of the
 * player, a time as mm:ss and a short note; they are sent with the report and stay private to it.
 * No form of its own (it lives inside the report's form): Enter in its fields adds the moment
 * instead of saving the report.
 */
export function ReportMoments({ playerId, moments, onChange, error }: Props) {
  const t = useScoutingT();
  const videos = useQuery(reportVideosQueryOptions(playerId));
  const list = videos.data?.videos ?? [];
  const [chosen, setChosen] = useState<string>('');
  const [at, setAt] = useState('');
  const [note, setNote] = useState('');
  const [timeError, setTimeError] = useState<string | undefined>();
  const videoId = chosen || (list[0] ? String(list[0].id) : '');
  const full = moments.length >= SCOUT_REPORT_LIMITS.momentsMax;
  const titleOf = (id: number) =>
    list.find((video) => video.id === id)?.title ?? t('scouting.form.momentUnknownVideo', { id });

  const add = () => {
    const atSeconds = parseMomentTime(at);
    if (atSeconds === null || atSeconds > SCOUT_REPORT_LIMITS.momentSecondsMax) {
      setTimeError(t('scouting.form.momentInvalidTime'));
      return;
    }
    setTimeError(undefined);
    onChange([...moments, { videoId: Number(videoId), atSeconds, note: note.trim() || null }]);
    setAt('');
    setNote('');
  };
  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (!full) add();
  };

  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Title order={2} size="h3" component="legend">
        {t('scouting.form.moments')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('scouting.form.momentsHint')}
      </Text>
      {moments.length > 0 ? (
        <Stack
          gap={4}
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('scouting.form.momentsList')}
        >
          {moments.map((moment, index) => {
            const time = formatMomentTime(moment.atSeconds);
            const video = titleOf(moment.videoId);
            return (
              <Group
                // The same second of the same video may be marked twice with different notes.
                // biome-ignore lint/suspicious/noArrayIndexKey: a moment has no id before it is saved
                key={`${moment.videoId}-${moment.atSeconds}-${index}`}
                component="li"
                gap="xs"
                wrap="nowrap"
                justify="space-between"
              >
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {t('scouting.form.momentLine', { video, time })}
                  {moment.note ? (
                    <>
                      {' · '}
                      <bdi>{moment.note}</bdi>
                    </>
                  ) : null}
                </Text>
                <Button
                  variant="default"
                  size="xs"
                  aria-label={t('scouting.form.removeMoment', { time, video })}
                  onClick={() => onChange(moments.filter((_, other) => other !== index))}
                >
                  {t('scouting.form.remove')}
                </Button>
              </Group>
            );
          })}
        </Stack>
      ) : null}
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
      {videos.isSuccess && list.length === 0 ? (
        <Text size="sm">{t('scouting.form.momentNoVideos')}</Text>
      ) : full ? (
        <Text size="sm">{t('scouting.form.momentsFull', { max: SCOUT_REPORT_LIMITS.momentsMax })}</Text>
      ) : list.length > 0 ? (
        <>
          <NativeSelect
            label={t('scouting.form.momentVideo')}
            value={videoId}
            onChange={(event) => setChosen(event.currentTarget.value)}
            data={list.map((video) => ({ value: String(video.id), label: video.title }))}
          />
          <TextInput
            label={t('scouting.form.momentAt')}
            placeholder="1:15"
            value={at}
            onChange={(event) => setAt(event.currentTarget.value)}
            onKeyDown={addOnEnter}
            error={timeError}
          />
          <TextInput
            label={t('scouting.form.momentNote')}
            value={note}
            maxLength={SCOUT_REPORT_LIMITS.momentNoteMax}
            onChange={(event) => setNote(event.currentTarget.value)}
            onKeyDown={addOnEnter}
          />
          <Group>
            <Button variant="light" onClick={add}>
              {t('scouting.form.addMoment')}
            </Button>
          </Group>
        </>
      ) : null}
    </Stack>
  );
}
