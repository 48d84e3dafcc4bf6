import { MESSAGES } from '@scouting/contract/messages';
import type { TSyncYoutubeResponse } from '@scouting/contract/schemas/videos';
import { parseChannelLink, type TChannelRef } from '@scouting/contract/videos';
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { updatePlayers } from '../../auth/member-writes.ts';
import type { Database } from '../../db/client.ts';
import { findPlayer } from '../../db/find-player.ts';
import { videos } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { type ChannelVideos, type YouTubeClient, YouTubeError } from '../../infra/youtube/youtube.ts';
import { channelRows } from './channel-rows.ts';

const INSERT_BATCH = 500;

async function readChannel(youtube: YouTubeClient, ref: TChannelRef, log: FastifyBaseLogger): Promise<ChannelVideos> {
  try {
    return await youtube.channelVideos(ref);
  } catch (error) {
    if (!(error instanceof YouTubeError)) throw error;
    log.warn({ failure: error.failure, detail: error.message, ref }, 'YouTube sync failed');
    switch (error.failure) {
      case 'CHANNEL_NOT_FOUND':
        throw new AppError('NOT_FOUND', MESSAGES.youtubeChannelNotFound);
      case 'QUOTA_EXCEEDED':
        throw new AppError('SERVICE_UNAVAILABLE', MESSAGES.youtubeQuotaExceeded);
      case 'TIMEOUT':
        throw new AppError('SERVICE_UNAVAILABLE', MESSAGES.youtubeTimeout);
      default:
        throw new AppError('SERVICE_UNAVAILABLE', MESSAGES.youtubeConnectFailed);
    }
  }
}

/**
 * Connects (or re-reads) a player's channel and stores its videos. Idempotent: a video already
 * stored for the player is updated in place (title, thumbnail), never added twice, and keeps its
 * ratings. YouTube is read before the transaction, so no database lock waits on the network.
 */
export async function syncYoutube(
  db: Database,
  youtube: YouTubeClient,
  log: FastifyBaseLogger,
  playerId: number,
  channelIdOrUsername: string | undefined,
): Promise<TSyncYoutubeResponse> {
  const { player } = await findPlayer(db, playerId);
  let ref: TChannelRef;
  if (channelIdOrUsername) {
    const parsed = parseChannelLink(channelIdOrUsername);
    if (!parsed) throw new AppError('VALIDATION_ERROR', MESSAGES.invalidChannelUrl);
    ref = parsed;
  } else if (player.youtubeChannelId) {
    ref = { kind: 'id', id: player.youtubeChannelId };
  } else {
    throw new AppError('VALIDATION_ERROR', MESSAGES.noChannelConnected);
  }

  const channel = await readChannel(youtube, ref, log);
  const rows = channelRows(playerId, channel.videos);
  const unique = [...new Map(rows.map((row) => [row.youtubeVideoId, row])).values()];

  return db.transaction(async (tx) => {
    const countVideos = async () =>
      (
        await tx
          .select({ value: count() })
          .from(videos)
          .where(and(eq(videos.playerId, playerId), eq(videos.source, 'youtube')))
      )[0]?.value ?? 0;
    const before = await countVideos();
    await updatePlayers(tx, playerId, { youtubeChannelId: channel.channelId });
    for (let start = 0; start < unique.length; start += INSERT_BATCH) {
      await tx
        .insert(videos)
        .values(unique.slice(start, start + INSERT_BATCH))
        .onConflictDoUpdate({
          target: [videos.playerId, videos.youtubeVideoId],
          set: { title: sql`excluded.title`, thumbnailUrl: sql`excluded.thumbnail_url` },
        });
    }
    const total = await countVideos();
    return { youtube_channel_id: channel.channelId, added: total - before, total };
  });
}
