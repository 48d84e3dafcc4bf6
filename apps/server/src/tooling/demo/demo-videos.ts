import { eq, sql } from 'drizzle-orm';
import { updatePlayers } from '../../auth/member-writes.ts';
import type { Transaction } from '../../db/client.ts';
import { videoRatings, videos } from '../../db/schema/index.ts';

// Public football channels, so "Sync videos" on a demo profile reads real uploads when online.
const PUBLIC_CHANNELS = [
  'UCpcTrCXblq78GZrTUTLWeBw', // FIFA
  'UCG5qGWdu8nIRZqJ_GgDwQ-w', // Premier League
  'UCyGa1YEx9ST66rYrJTGIKOw', // UEFA
];

const TITLES = [
  'Season highlights',
  'Goals and assists',
  'Training session: first touch',
  'Full match: second half',
  'Skills compilation',
];

/**
 * Gives every demo player but the first a channel and a few highlight videos, rated by the demo
 * agents and scouts (deterministic, so two seeds look alike). The demo video ids are not real
 * uploads: their thumbnails fail and the profile draws its placeholder, as it does offline. The
 * first player keeps no channel, to show the overlay that asks for one.
 */
export async function seedDemoVideos(tx: Transaction, playerIds: number[], raterIds: number[]): Promise<void> {
  const withVideos = playerIds.slice(1);
  for (const [n, playerId] of withVideos.entries()) {
    await updatePlayers(tx, playerId, { youtubeChannelId: PUBLIC_CHANNELS[n % PUBLIC_CHANNELS.length] });
    const count = 2 + (n % 3);
    const rows = Array.from({ length: count }, (_, k) => {
      const youtubeVideoId = `demo${String(playerId).padStart(3, '0')}v${k + 1}`;
      return {
        playerId,
        youtubeVideoId,
        title: TITLES[(n + k) % TITLES.length] ?? 'Highlights',
        thumbnailUrl: `https://i.ytimg.com/vi/${youtubeVideoId}/hqdefault.jpg`,
        publishedAt: new Date(Date.UTC(2025, (n + k) % 12, 1 + k)),
      };
    });
    const inserted = await tx.insert(videos).values(rows).returning({ id: videos.id });
    for (const [k, video] of inserted.entries()) {
      const ratings = raterIds
        .filter((_, r) => (n + k + r) % 3 !== 0)
        .map((viewerId, r) => ({ videoId: video.id, viewerId, rating: 1 + ((n * 7 + k * 3 + r * 5) % 5) }));
      if (ratings.length === 0) continue;
      await tx.insert(videoRatings).values(ratings);
      // The pool filters on the stored aggregate, as the rating transaction keeps it.
      await tx
        .update(videos)
        .set({
          ratingSum: sql`(select sum(rating)::int from video_ratings where video_id = ${video.id})`,
          ratingCount: sql`(select count(*)::int from video_ratings where video_id = ${video.id})`,
          averageRating: sql`(select avg(rating)::real from video_ratings where video_id = ${video.id})`,
        })
        .where(eq(videos.id, video.id));
    }
  }
}
