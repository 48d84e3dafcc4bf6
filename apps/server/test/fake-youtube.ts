import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A local stand-in for YouTube (docs/conventions.md#tests: never the real service in tests). It answers the
 * Data API v3 (/youtube/v3/channels, /youtube/v3/playlistItems) and the public web side
 * (/feeds/videos.xml, /@handle channel pages) in the shapes YouTube sends, errors included.
 */
export type FakeVideo = { id: string; title: string; publishedAt: string };
type FakeChannel = { id: string; handle: string; videos: FakeVideo[] };

const channelId = (name: string) => `UC${name.padEnd(22, '0').slice(0, 22)}`;

export const FAKE_API_KEY = 'fake-youtube-key';
/** Answers with a few videos, over several Data API pages. */
export const FAKE_CHANNEL = { id: channelId('fakeStrikerChannel'), handle: 'fakestriker' };
/** Exists, with no uploads. */
export const EMPTY_CHANNEL = { id: channelId('emptyChannel'), handle: 'emptychannel' };
/** Data API: 403 quotaExceeded. Feed: 429. */
export const QUOTA_CHANNEL = { id: channelId('quotaExceeded'), handle: 'quotaexceeded' };
/** Never answers: the client's time-out must end the wait. */
export const SLOW_CHANNEL = { id: channelId('slowChannel'), handle: 'slowchannel' };
/** A well-formed id that YouTube does not know. */
export const UNKNOWN_CHANNEL_ID = channelId('doesNotExist');

export type FakeYouTube = {
  url: string;
  apiBaseUrl: string;
  webBaseUrl: string;
  /** Paths and queries received, newest last. */
  requests: string[];
  addVideo(channel: string, video: FakeVideo): void;
  /** The channel's owner deleted (or made private) this upload. */
  removeVideo(channel: string, videoId: string): void;
  /** Back to the initial channels and videos. */
  reset(): void;
  close(): Promise<void>;
};

function initialChannels(): Map<string, FakeChannel> {
  const videos: FakeVideo[] = [
    { id: 'fkVideo0001', title: 'Hat-trick against Rivals FC', publishedAt: '2025-03-01T18:00:00Z' },
    { id: 'fkVideo0002', title: 'Skills & dribbles <2025>', publishedAt: '2025-02-01T18:00:00Z' },
    { id: 'fkVideo0003', title: 'Free kick compilation', publishedAt: '2025-01-01T18:00:00Z' },
  ];
  return new Map(
    [
      { ...FAKE_CHANNEL, videos },
      { ...EMPTY_CHANNEL, videos: [] },
      { ...QUOTA_CHANNEL, videos: [] },
      { ...SLOW_CHANNEL, videos: [] },
    ].map((channel) => [channel.id, channel]),
  );
}

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const thumbnail = (id: string, size: string) => `https://i.ytimg.com/vi/${id}/${size}.jpg`;

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' }).end(JSON.stringify(body));
}

function apiError(response: ServerResponse, status: number, reason: string, message: string) {
  json(response, status, {
    error: { code: status, message, errors: [{ message, domain: 'youtube.quota', reason }] },
  });
}

/** Starts the fake on a free port (or the given one); `pageSize` splits Data API answers into pages. */
export async function startFakeYouTube(options: { port?: number; pageSize?: number } = {}): Promise<FakeYouTube> {
  let channels = initialChannels();
  const pageSize = options.pageSize ?? 2;
  const requests: string[] = [];
  const sockets = new Set<Socket>();
  const byHandle = (handle: string) => [...channels.values()].find((c) => c.handle === handle.toLowerCase());
  const isSlow = (channel: FakeChannel | undefined) => channel?.id === SLOW_CHANNEL.id;

  function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake');
    requests.push(url.pathname + url.search);
    const q = url.searchParams;

    if (url.pathname === '/youtube/v3/channels') {
      if (q.get('key') !== FAKE_API_KEY) return apiError(response, 400, 'keyInvalid', 'API key not valid.');
      const handleParam = q.get('forHandle');
      const channel = handleParam ? byHandle(handleParam.replace(/^@/, '')) : channels.get(q.get('id') ?? '');
      if (isSlow(channel)) return; // never answers
      if (channel?.id === QUOTA_CHANNEL.id) {
        return apiError(
          response,
          403,
          'quotaExceeded',
          'The request cannot be completed because you have exceeded your quota.',
        );
      }
      // The real API answers 200 without items for an unknown channel.
      if (!channel) return json(response, 200, { kind: 'youtube#channelListResponse', pageInfo: { totalResults: 0 } });
      return json(response, 200, {
        kind: 'youtube#channelListResponse',
        items: [
          {
            kind: 'youtube#channel',
            id: channel.id,
            contentDetails: { relatedPlaylists: { likes: '', uploads: `UU${channel.id.slice(2)}` } },
          },
        ],
      });
    }

    if (url.pathname === '/youtube/v3/playlistItems') {
      if (q.get('key') !== FAKE_API_KEY) return apiError(response, 400, 'keyInvalid', 'API key not valid.');
      const channel = channels.get(`UC${(q.get('playlistId') ?? '').slice(2)}`);
      if (!channel || channel.videos.length === 0) {
        return apiError(response, 404, 'playlistNotFound', 'The playlist identified with the request cannot be found.');
      }
      const start = Number(q.get('pageToken') ?? 0);
      const page = channel.videos.slice(start, start + pageSize);
      const next = start + pageSize < channel.videos.length ? String(start + pageSize) : undefined;
      return json(response, 200, {
        kind: 'youtube#playlistItemListResponse',
        ...(next ? { nextPageToken: next } : {}),
        pageInfo: { totalResults: channel.videos.length, resultsPerPage: pageSize },
        items: page.map((video) => ({
          kind: 'youtube#playlistItem',
          snippet: {
            publishedAt: video.publishedAt,
            channelId: channel.id,
            title: video.title,
            thumbnails: {
              default: { url: thumbnail(video.id, 'default'), width: 120, height: 90 },
              high: { url: thumbnail(video.id, 'hqdefault'), width: 480, height: 360 },
            },
            resourceId: { kind: 'youtube#video', videoId: video.id },
          },
        })),
      });
    }

    if (url.pathname === '/feeds/videos.xml') {
      const channel = channels.get(q.get('channel_id') ?? '');
      if (isSlow(channel)) return;
      if (channel?.id === QUOTA_CHANNEL.id) return response.writeHead(429).end('Too Many Requests');
      if (!channel) return response.writeHead(404, { 'content-type': 'text/html' }).end('<html>Error 404</html>');
      const entries = channel.videos
        .map(
          (video) => `
 <entry>
  <id>yt:video:${video.id}</id>
  <yt:videoId>${video.id}</yt:videoId>
  <yt:channelId>${channel.id}</yt:channelId>
  <title>${escapeXml(video.title)}</title>
  <link rel="alternate" href="https://www.youtube.com/watch?v=${video.id}"/>
  <published>${video.publishedAt}</published>
  <media:group>
   <media:title>${escapeXml(video.title)}</media:title>
   <media:content url="https://www.youtube.com/v/${video.id}?version=3" type="application/x-shockwave-flash" width="640" height="390"/>
   <media:thumbnail url="${thumbnail(video.id, 'hqdefault')}" width="480" height="360"/>
  </media:group>
 </entry>`,
        )
        .join('');
      return response.writeHead(200, { 'content-type': 'text/xml; charset=UTF-8' }).end(
        `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns:media="http://search.yahoo.com/mrss/" xmlns="http://www.w3.org/2005/Atom">
 <link rel="self" href="http://www.youtube.com/feeds/videos.xml?channel_id=${channel.id}"/>
 <id>yt:channel:${channel.id.slice(2)}</id>
 <yt:channelId>${channel.id.slice(2)}</yt:channelId>
 <title>${channel.handle}</title>${entries}
</feed>`,
      );
    }

    const handleMatch = /^\/@([^/]+)$/.exec(url.pathname);
    if (handleMatch?.[1]) {
      const channel = byHandle(decodeURIComponent(handleMatch[1]));
      if (isSlow(channel)) return;
      if (!channel) return response.writeHead(404, { 'content-type': 'text/html' }).end('<html>404 Not Found</html>');
      return response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          `<!DOCTYPE html><html><head><link rel="canonical" href="https://www.youtube.com/channel/${channel.id}"></head>` +
            `<body><script>var ytInitialData = {"metadata":{"channelMetadataRenderer":{"externalId":"${channel.id}"}}};</script></body></html>`,
        );
    }

    if (url.pathname === '/health') return response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  }

  const server = createServer(handle);
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    apiBaseUrl: `${url}/youtube/v3`,
    webBaseUrl: url,
    requests,
    addVideo(channel, video) {
      channels.get(channel)?.videos.unshift(video);
    },
    removeVideo(channel, videoId) {
      const found = channels.get(channel);
      if (found) found.videos = found.videos.filter((video) => video.id !== videoId);
    },
    reset() {
      channels = initialChannels();
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
