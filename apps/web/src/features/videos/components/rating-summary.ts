/** 'Average rating 3.5 of 5 from 2 ratings': a player's videos together, or one video. */
export function ratingSummary(averageRating: number, ratingCount: number): string {
  if (ratingCount === 0) return 'No ratings yet';
  return `Average rating ${averageRating.toFixed(1)} of 5 from ${ratingCount} ${ratingCount === 1 ? 'rating' : 'ratings'}`;
}
