import { Button, Stack, Text } from '@mantine/core';
import type { TVideoMoment } from '@scouting/contract/schemas/videos';
import { formatMomentTime } from '@scouting/contract/video-moments';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useId } from 'react';
import { useMomentsT } from '../../../i18n/areas/moments.ts';

type MomentChaptersProps = {
  moments: TVideoMoment[];
  /** Opens the player at this second (a YouTube embed loads only then, with `start=`). */
  onJump: (seconds: number) => void;
};

/**
 * A video's moments as chapters (docs/product.md#videos-and-ratings): each a button that plays the
 * video from its second, named with the time, the tag and the player's note.
 */
export function MomentChapters({ moments, onJump }: MomentChaptersProps) {
  const t = useMomentsT();
  const headingId = useId();
  if (moments.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600} id={headingId}>
        {t('moments.chapters')}
      </Text>
      <Stack gap={2} component="ul" p={0} m={0} aria-labelledby={headingId} style={{ listStyle: 'none' }}>
        {moments.map((moment) => {
          const time = formatMomentTime(moment.atSeconds);
          const tag = t(`moments.tag.${moment.tag}`);
          return (
            <li key={moment.id}>
              <Button
                variant="subtle"
                size="compact-sm"
                justify="flex-start"
                fullWidth
                leftSection={<IconPlayerPlay size={14} aria-hidden />}
                onClick={() => onJump(moment.atSeconds)}
                data-moment-chapter={moment.atSeconds}
                styles={{ label: { whiteSpace: 'normal', textAlign: 'start', overflowWrap: 'anywhere' } }}
              >
                <Text span size="sm">
                  {time} ·{' '}
                  {moment.note ? (
                    <>
                      {tag}: <bdi>{moment.note}</bdi>
                    </>
                  ) : (
                    tag
                  )}
                </Text>
              </Button>
            </li>
          );
        })}
      </Stack>
    </Stack>
  );
}
