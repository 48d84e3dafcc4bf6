import type { TChannelRef } from '@scouting/contract';
import type { Config } from '../../config.ts';
import { createDataApiClient } from './data-api.ts';
import { createFeedClient } from './feed.ts';

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

/** One way to read a channel's videos: Data API v3 with a key, the public feed without (ARCHITECTURE §8). */
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

/** Each request to YouTube is bounded; a hanging YouTube must not hold a request of ours. */
export const YOUTUBE_TIMEOUT_MS = 10_000;

export type YouTubeOptions = { timeoutMs?: number };

export function createYouTubeClient(youtube: Config['youtube'], options: YouTubeOptions = {}): YouTubeClient {
  const timeoutMs = options.timeoutMs ?? YOUTUBE_TIMEOUT_MS;
  return youtube.apiKey
    ? createDataApiClient({ baseUrl: youtube.apiBaseUrl, apiKey: youtube.apiKey, timeoutMs })
    : createFeedClient({ baseUrl: youtube.webBaseUrl, timeoutMs });
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
