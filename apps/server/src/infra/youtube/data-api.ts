import type { TChannelRef } from '@scouting/contract/videos';
import type { ChannelVideos, YouTubeClient, YouTubeVideo } from './channel-videos.ts';
import { defaultThumbnail, fetchYouTube, readText, YouTubeError } from './channel-videos.ts';

/** A channel with thousands of uploads is read up to this many pages of 50 (bounded work per sync). */
const MAX_PAGES = 40;

type Thumbnail = { url?: string };
type PlaylistItem = {
  snippet?: {
    title?: string;
    publishedAt?: string;
    resourceId?: { videoId?: string };
    thumbnails?: Record<string, Thumbnail | undefined>;
  };
};
type ApiError = { error?: { code?: number; message?: string; errors?: { reason?: string }[] } };

/** YouTube Data API v3: channel (by id or handle) → uploads playlist → every page of its items. */
export function createDataApiClient(options: { baseUrl: string; apiKey: string; timeoutMs: number }): YouTubeClient {
  const base = options.baseUrl.replace(/\/$/, '');

  async function call<T>(path: string, params: Record<string, string>): Promise<T> {
    const query = new URLSearchParams({ ...params, key: options.apiKey });
    const response = await fetchYouTube(`${base}${path}?${query}`, options.timeoutMs);
    const text = await readText(response);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new YouTubeError('UNAVAILABLE', `YouTube answered ${response.status} with a body that is not JSON`);
    }
    if (!response.ok) throw mapApiError(response.status, body as ApiError);
    return body as T;
  }

  return {
    kind: 'data-api',
    async channelVideos(ref: TChannelRef): Promise<ChannelVideos> {
      const channels = await call<{
        items?: { id?: string; contentDetails?: { relatedPlaylists?: { uploads?: string } } }[];
      }>('/channels', {
        part: 'contentDetails',
        ...(ref.kind === 'id' ? { id: ref.id } : { forHandle: `@${ref.handle}` }),
      });
      const channel = channels.items?.[0];
      if (!channel?.id) throw new YouTubeError('CHANNEL_NOT_FOUND', 'no channel for this id or handle');
      const uploads = channel.contentDetails?.relatedPlaylists?.uploads;
      if (!uploads) return { channelId: channel.id, videos: [], complete: true };

      const videos: YouTubeVideo[] = [];
      let pageToken: string | undefined;
      for (let page = 0; page < MAX_PAGES; page++) {
        let items: { items?: PlaylistItem[]; nextPageToken?: string };
        try {
          items = await call('/playlistItems', {
            part: 'snippet',
            playlistId: uploads,
            maxResults: '50',
            ...(pageToken ? { pageToken } : {}),
          });
        } catch (error) {
          // A channel that never uploaded has no uploads playlist behind the id it advertises.
          if (error instanceof YouTubeError && error.failure === 'CHANNEL_NOT_FOUND' && page === 0) {
            return { channelId: channel.id, videos: [], complete: true };
          }
          throw error;
        }
        for (const item of items.items ?? []) {
          const video = toVideo(item);
          if (video) videos.push(video);
        }
        pageToken = items.nextPageToken;
        if (!pageToken) break;
      }
      return { channelId: channel.id, videos, complete: !pageToken };
    },
  };
}

function toVideo(item: PlaylistItem): YouTubeVideo | null {
  const snippet = item.snippet;
  const id = snippet?.resourceId?.videoId;
  if (!snippet || !id) return null;
  const thumbs = snippet.thumbnails ?? {};
  const thumbnail = thumbs.high?.url ?? thumbs.medium?.url ?? thumbs.default?.url ?? defaultThumbnail(id);
  const published = snippet.publishedAt ? new Date(snippet.publishedAt) : null;
  return {
    youtubeVideoId: id,
    title: snippet.title?.trim() || 'Untitled video',
    thumbnailUrl: thumbnail,
    publishedAt: published && !Number.isNaN(published.getTime()) ? published : null,
  };
}

function mapApiError(status: number, body: ApiError): YouTubeError {
  const reasons = body.error?.errors?.map((e) => e.reason ?? '') ?? [];
  const detail = `YouTube answered ${status}: ${body.error?.message ?? 'no message'} (${reasons.join(', ')})`;
  if (reasons.some((r) => r === 'quotaExceeded' || r === 'rateLimitExceeded' || r === 'dailyLimitExceeded')) {
    return new YouTubeError('QUOTA_EXCEEDED', detail);
  }
  if (status === 404 || reasons.some((r) => r.endsWith('NotFound')))
    return new YouTubeError('CHANNEL_NOT_FOUND', detail);
  return new YouTubeError('UNAVAILABLE', detail);
}
