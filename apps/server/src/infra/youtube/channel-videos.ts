import type { TChannelRef } from '@scouting/contract/videos';

// What both clients (data-api.ts, feed.ts) share, apart from youtube.ts, which chooses between them:
// they import this file, not the one that imports them.

export type YouTubeVideo = {
  youtubeVideoId: string;
  title: string;
  thumbnailUrl: string;
  publishedAt: Date | null;
};

/**
 * `complete`: the list is every upload of the channel, so a stored video missing from it was removed
 * on YouTube. The feed lists only the latest uploads, and the Data API stops after MAX_PAGES.
 */
export type ChannelVideos = { channelId: string; videos: YouTubeVideo[]; complete: boolean };

/** One way to read a channel's videos: Data API v3 with a key, the public feed without (docs/architecture.md#mail-youtube-countries-live-updates). */
export type YouTubeClient = {
  readonly kind: 'data-api' | 'feed';
  channelVideos(ref: TChannelRef): Promise<ChannelVideos>;
};

export type YouTubeFailure = 'CHANNEL_NOT_FOUND' | 'QUOTA_EXCEEDED' | 'TIMEOUT' | 'UNAVAILABLE';

/** What went wrong at YouTube, in terms the sync can turn into a message a person understands. */
export class YouTubeError extends Error {
  readonly failure: YouTubeFailure;
  constructor(failure: YouTubeFailure, detail: string) {
    super(detail);
    this.failure = failure;
  }
}

/** fetch with a deadline; network failures and time-outs become YouTubeErrors. */
export async function fetchYouTube(url: string, timeoutMs: number): Promise<Response> {
  try {
    return await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { 'accept-language': 'en' } });
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new YouTubeError('TIMEOUT', `YouTube did not answer within ${timeoutMs} ms`);
    }
    throw new YouTubeError('UNAVAILABLE', `YouTube could not be reached: ${(error as Error).message}`);
  }
}

/** Reads a body under the same deadline idea: a server that sends headers and then stalls is a time-out too. */
export async function readText(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') throw new YouTubeError('TIMEOUT', 'YouTube stalled');
    throw new YouTubeError('UNAVAILABLE', `YouTube answer could not be read: ${(error as Error).message}`);
  }
}

export function defaultThumbnail(videoId: string): string {
  return `https://i.ytimg.com/vi/${encodeURIComponent(videoId)}/hqdefault.jpg`;
}
