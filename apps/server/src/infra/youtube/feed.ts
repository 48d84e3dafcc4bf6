import type { TChannelRef } from '@scouting/contract/videos';
import { XMLParser } from 'fast-xml-parser';
import type { ChannelVideos, YouTubeClient, YouTubeVideo } from './channel-videos.ts';
import { defaultThumbnail, fetchYouTube, readText, YouTubeError } from './channel-videos.ts';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // Titles such as "2024" stay text.
  parseTagValue: false,
  isArray: (name) => name === 'entry',
});

type Entry = {
  'yt:videoId'?: string;
  title?: string | { '#text'?: string };
  published?: string;
  'media:group'?: { 'media:thumbnail'?: { '@_url'?: string } };
};

/**
 * The public channel feed (no key): the channel's latest uploads (YouTube lists about 15). A handle
 * is first resolved to the channel id from the channel page.
 */
export function createFeedClient(options: { baseUrl: string; timeoutMs: number }): YouTubeClient {
  const base = options.baseUrl.replace(/\/$/, '');

  async function resolveHandle(handle: string): Promise<string> {
    const response = await fetchYouTube(`${base}/@${encodeURIComponent(handle)}`, options.timeoutMs);
    if (response.status === 404) throw new YouTubeError('CHANNEL_NOT_FOUND', `no channel page for @${handle}`);
    if (response.status === 429) throw new YouTubeError('QUOTA_EXCEEDED', 'YouTube answered 429');
    if (!response.ok) throw new YouTubeError('UNAVAILABLE', `channel page answered ${response.status}`);
    const html = await readText(response);
    const id =
      /<link rel="canonical" href="[^"]*\/channel\/(UC[A-Za-z0-9_-]{22})"/.exec(html)?.[1] ??
      /"(?:externalId|channelId)":"(UC[A-Za-z0-9_-]{22})"/.exec(html)?.[1] ??
      /<meta itemprop="(?:identifier|channelId)" content="(UC[A-Za-z0-9_-]{22})"/.exec(html)?.[1];
    if (!id) throw new YouTubeError('CHANNEL_NOT_FOUND', `no channel id on the page of @${handle}`);
    return id;
  }

  return {
    kind: 'feed',
    async channelVideos(ref: TChannelRef): Promise<ChannelVideos> {
      const channelId = ref.kind === 'id' ? ref.id : await resolveHandle(ref.handle);
      const response = await fetchYouTube(
        `${base}/feeds/videos.xml?channel_id=${encodeURIComponent(channelId)}`,
        options.timeoutMs,
      );
      if (response.status === 404) throw new YouTubeError('CHANNEL_NOT_FOUND', `no feed for ${channelId}`);
      if (response.status === 429) throw new YouTubeError('QUOTA_EXCEEDED', 'YouTube answered 429');
      if (!response.ok) throw new YouTubeError('UNAVAILABLE', `feed answered ${response.status}`);
      const xml = await readText(response);
      let entries: Entry[];
      try {
        const parsed = parser.parse(xml) as { feed?: { entry?: Entry[] } };
        if (!parsed.feed) throw new Error('no <feed> element');
        entries = parsed.feed.entry ?? [];
      } catch (error) {
        throw new YouTubeError('UNAVAILABLE', `the feed could not be read: ${(error as Error).message}`);
      }
      const videos = entries.map(toVideo).filter((video): video is YouTubeVideo => video !== null);
      return { channelId, videos, complete: false };
    },
  };
}

function toVideo(entry: Entry): YouTubeVideo | null {
  const id = entry['yt:videoId'];
  if (!id) return null;
  const rawTitle = typeof entry.title === 'object' ? entry.title['#text'] : entry.title;
  const published = entry.published ? new Date(entry.published) : null;
  return {
    youtubeVideoId: String(id),
    title: String(rawTitle ?? '').trim() || 'Untitled video',
    thumbnailUrl: entry['media:group']?.['media:thumbnail']?.['@_url'] ?? defaultThumbnail(String(id)),
    publishedAt: published && !Number.isNaN(published.getTime()) ? published : null,
  };
}
