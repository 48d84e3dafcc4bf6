import type { Config } from '../../config.ts';
import type { YouTubeClient } from './channel-videos.ts';
import { createDataApiClient } from './data-api.ts';
import { createFeedClient } from './feed.ts';

export { type ChannelVideos, type YouTubeClient, YouTubeError } from './channel-videos.ts';

/** Each request to YouTube is bounded; a hanging YouTube must not hold a request of ours. */
export const YOUTUBE_TIMEOUT_MS = 10_000;

export type YouTubeOptions = { timeoutMs?: number };

export function createYouTubeClient(youtube: Config['youtube'], options: YouTubeOptions = {}): YouTubeClient {
  const timeoutMs = options.timeoutMs ?? YOUTUBE_TIMEOUT_MS;
  return youtube.apiKey
    ? createDataApiClient({ baseUrl: youtube.apiBaseUrl, apiKey: youtube.apiKey, timeoutMs })
    : createFeedClient({ baseUrl: youtube.webBaseUrl, timeoutMs });
}
