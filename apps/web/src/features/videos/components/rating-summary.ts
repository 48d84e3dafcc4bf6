import { useVideosT } from '../../../i18n/areas/videos.ts';
import { useNumberFormat } from '../../../i18n/intl-formats.ts';

/** 'Average rating 3.5 of 5 from 2 ratings': a player's videos together, or one video. */
export function ratingSummary(averageRating: number, ratingCount: number): string {
  if (ratingCount === 0) return 'No ratings yet';
  return `Average rating ${averageRating.toFixed(1)} of 5 from ${ratingCount} ${ratingCount === 1 ? 'rating' : 'ratings'}`;
}

/** `ratingSummary` in the language shown, the average written as the language writes decimals (3,5). */
export function useRatingSummary(): (averageRating: number, ratingCount: number) => string {
  const t = useVideosT();
  const decimal = useNumberFormat({
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return (averageRating, ratingCount) =>
    ratingCount === 0
      ? t('videos.rating.none')
      : t('videos.rating.summary', { average: decimal.format(averageRating), count: ratingCount });
}
