import { Group, Rating, Text } from '@mantine/core';
import { isolate } from '@scouting/contract/bidi-isolate';
import { MESSAGES } from '@scouting/contract/messages';
import { RATING_MAX } from '@scouting/contract/videos';
import { useId } from 'react';
import { isApiError } from '../../../api/client.ts';
import { useVideosT } from '../../../i18n/areas/videos.ts';
import { useRateVideo } from '../api/rate-video.ts';
import { useNotice } from './notices.ts';

type RateControlProps = { videoId: number; viewerId: number; myRating: number | null; title: string };

/** The viewer's own 1–5 stars; choosing again replaces the rating (docs/product.md#videos-and-ratings). Not shown to players. */
export function RateControl({ videoId, viewerId, myRating, title }: RateControlProps) {
  const rate = useRateVideo();
  const labelId = useId();
  const notice = useNotice();
  const t = useVideosT();
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" id={labelId}>
        {t('videos.rate.yours')}
      </Text>
      <Rating
        role="radiogroup"
        aria-labelledby={labelId}
        name={`rating-${videoId}`}
        value={myRating ?? 0}
        count={RATING_MAX}
        readOnly={rate.isPending}
        getSymbolLabel={(value) => t('videos.rate.symbol', { value, title: isolate(title) })}
        onChange={(rating) =>
          rate.mutate(
            { videoId, viewerId, rating },
            {
              onSuccess: () => notice(MESSAGES.ratingSaved),
              onError: (error) =>
                notice(isApiError(error) && error.status === 403 ? error.message : MESSAGES.ratingFailed, 'red'),
            },
          )
        }
      />
    </Group>
  );
}
