import type { ChannelVideos } from '../../infra/youtube/youtube.ts';

/**
 * A channel's videos as rows of the player's pool, oldest first, so the newest upload gets the
 * highest id and the profile lists newest first; a title is cut to the column's 500 characters.
 */
export function channelRows(playerId: number, listed: ChannelVideos['videos']) {
  return [...listed]
    .sort((a, b) => (a.publishedAt?.getTime() ?? 0) - (b.publishedAt?.getTime() ?? 0))
    .map((video) => ({
      playerId,
      youtubeVideoId: video.youtubeVideoId,
      title: video.title.slice(0, 500),
      thumbnailUrl: video.thumbnailUrl,
      publishedAt: video.publishedAt,
    }));
}
