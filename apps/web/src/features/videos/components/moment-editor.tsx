import { ActionIcon, Alert, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { isolate } from '@scouting/contract/bidi-isolate';
import type { TVideoMoment } from '@scouting/contract/schemas/videos';
import {
  formatMomentTime,
  parseMomentTime,
  VIDEO_MOMENT_MAX_PER_VIDEO,
  VIDEO_MOMENT_NOTE_MAX,
} from '@scouting/contract/video-moments';
import { type TVideoMomentTag, VIDEO_MOMENT_TAGS } from '@scouting/contract/videos';
import { IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { ApiError, errorMessage } from '../../../api/client.ts';
import { useMomentsT } from '../../../i18n/areas/moments.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useAddVideoMoment, useDeleteVideoMoment } from '../api/video-moments.ts';

type MomentEditorProps = {
  playerId: number;
  videoId: number;
  title: string;
  moments: TVideoMoment[];
};

type Errors = { atSeconds?: string; endSeconds?: string; note?: string };

/**
 * The owner's moments of one video (docs/product.md#videos-and-ratings): a tag, a time as mm:ss,
 * an optional end and note; the list with a delete button each. Loaded only on the owner's profile.
 */
export function MomentEditor({ playerId, videoId, title, moments }: MomentEditorProps) {
  const t = useMomentsT();
  const sentence = useSentence();
  const [tag, setTag] = useState<TVideoMomentTag>('Goal');
  const [at, setAt] = useState('');
  const [end, setEnd] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const add = useAddVideoMoment(playerId);
  const remove = useDeleteVideoMoment(playerId);
  const full = moments.length >= VIDEO_MOMENT_MAX_PER_VIDEO;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const atSeconds = parseMomentTime(at);
    const endSeconds = end.trim() === '' ? undefined : parseMomentTime(end);
    const next: Errors = {};
    if (atSeconds === null) next.atSeconds = t('moments.invalidTime');
    if (endSeconds === null) next.endSeconds = t('moments.invalidTime');
    setErrors(next);
    if (atSeconds === null || endSeconds === null) return;
    add.mutate(
      { videoId, moment: { atSeconds, endSeconds, tag, note: note.trim() || undefined } },
      {
        onSuccess: () => {
          setAt('');
          setEnd('');
          setNote('');
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields) {
            setErrors({
              atSeconds: error.fields.atSeconds && sentence(error.fields.atSeconds),
              endSeconds: error.fields.endSeconds && sentence(error.fields.endSeconds),
              note: error.fields.note && sentence(error.fields.note),
            });
          }
        },
      },
    );
  };

  return (
    <details>
      <summary>
        <Text span size="sm">
          {t('moments.manage', { count: moments.length })}
        </Text>
      </summary>
      <Stack gap="xs" mt="xs">
        {moments.length > 0 ? (
          <Stack gap={2} component="ul" p={0} m={0} aria-label={t('moments.listOf', { title: isolate(title) })}>
            {moments.map((moment) => {
              const time = formatMomentTime(moment.atSeconds);
              const tagLabel = t(`moments.tag.${moment.tag}`);
              return (
                <Group key={moment.id} component="li" gap="xs" wrap="nowrap" justify="space-between">
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {moment.endSeconds === null ? time : `${time}–${formatMomentTime(moment.endSeconds)}`}{' '}
                    {moment.note ? (
                      <>
                        {tagLabel}: <bdi>{moment.note}</bdi>
                      </>
                    ) : (
                      tagLabel
                    )}
                  </Text>
                  <ActionIcon
                    variant="default"
                    size="input-xs"
                    aria-label={t('moments.delete', { time, tag: tagLabel })}
                    loading={remove.isPending && remove.variables?.momentId === moment.id}
                    onClick={() => remove.mutate({ videoId, momentId: moment.id })}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              );
            })}
          </Stack>
        ) : null}
        {remove.isError ? (
          <Alert color="red" role="alert">
            {sentence(errorMessage(remove.error))}
          </Alert>
        ) : null}
        {full ? (
          <Text size="sm">{t('moments.full', { max: VIDEO_MOMENT_MAX_PER_VIDEO })}</Text>
        ) : (
          <form onSubmit={submit} noValidate aria-label={t('moments.addTo', { title: isolate(title) })}>
            <Stack gap="xs">
              <NativeSelect
                label={t('moments.tagLabel')}
                value={tag}
                onChange={(event) => setTag(event.currentTarget.value as TVideoMomentTag)}
                data={VIDEO_MOMENT_TAGS.map((value) => ({ value, label: t(`moments.tag.${value}`) }))}
              />
              <Group gap="xs" grow align="flex-start">
                <TextInput
                  label={t('moments.at')}
                  placeholder="1:15"
                  inputMode="numeric"
                  required
                  value={at}
                  onChange={(event) => setAt(event.currentTarget.value)}
                  error={errors.atSeconds}
                />
                <TextInput
                  label={t('moments.end')}
                  placeholder="1:30"
                  inputMode="numeric"
                  value={end}
                  onChange={(event) => setEnd(event.currentTarget.value)}
                  error={errors.endSeconds}
                />
              </Group>
              <TextInput
                label={t('moments.note')}
                maxLength={VIDEO_MOMENT_NOTE_MAX}
                value={note}
                onChange={(event) => setNote(event.currentTarget.value)}
                error={errors.note}
              />
              {add.isError && !(add.error instanceof ApiError && add.error.fields) ? (
                <Alert color="red" role="alert">
                  {sentence(errorMessage(add.error))}
                </Alert>
              ) : null}
              <Button type="submit" size="xs" loading={add.isPending} style={{ alignSelf: 'flex-start' }}>
                {t('moments.add')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </details>
  );
}
