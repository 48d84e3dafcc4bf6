import { and, asc, eq, gt, gte, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { players, videos } from '../../db/schema/index.ts';
import { type ChannelVideos, type YouTubeClient, YouTubeError } from '../../infra/youtube/youtube.ts';
import { channelRows } from './channel-rows.ts';

/** Connected players read per page of the walk (keyset on member id). */
const PAGE = 100;
const INSERT_BATCH = 500;

export type ResyncOutcome = { channels: number; added: number; removed: number; failed: number };

/**
 * Stores a channel's current uploads for a player (the daily re-sync): new ones are added, known
 * ones keep their ratings and get the current title and thumbnail, and a stored video YouTube no
 * longer lists leaves the pool. A video can only be missing for sure where YouTube listed
 * everything (`complete`, the Data API); the feed lists the latest uploads, so there only a
 * video as recent as the oldest listed one is known to be gone. One transaction per player.
 */
export async function storeChannelVideos(
  db: Database,
  playerId: number,
  channel: ChannelVideos,
): Promise<{ added: number; removed: number }> {
  const rows = channelRows(playerId, [
    ...new Map(channel.videos.map((video) => [video.youtubeVideoId, video])).values(),
  ]);
  const oldestListed = rows.find((row) => row.publishedAt)?.publishedAt ?? null;
  const listedIds = rows.map((row) => row.youtubeVideoId);
  return db.transaction(async (tx) => {
    let added = 0;
    for (let start = 0; start < rows.length; start += INSERT_BATCH) {
      // xmax = 0 only on a row this statement inserted: the count of new videos without a second read.
      const written = await tx
        .insert(videos)
        .values(rows.slice(start, start + INSERT_BATCH))
        .onConflictDoUpdate({
          target: [videos.playerId, videos.youtubeVideoId],
          set: { title: sql`excluded.title`, thumbnailUrl: sql`excluded.thumbnail_url` },
        })
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      added += written.filter((row) => row.inserted).length;
    }
    const knownGone = channel.complete ? undefined : oldestListed ? gte(videos.publishedAt, oldestListed) : sql`false`;
    const removed = await tx
      .delete(videos)
      .where(
        and(
          eq(videos.playerId, playerId),
          // Uploaded clips are not the channel's: a re-sync never removes them (decision 034).
          eq(videos.source, 'youtube'),
          listedIds.length > 0 ? notInArray(videos.youtubeVideoId, listedIds) : undefined,
          knownGone,
        ),
      )
      .returning({ id: videos.id });
    return { added, removed: removed.length };
  });
}

/**
 * The daily re-sync of every connected channel (decision 030), one player at a time: YouTube is
 * read outside any transaction. A channel YouTube cannot read today (quota, time-out, gone) is
 * logged and left as it is; the run goes on with the next one and tries again tomorrow.
 */
export async function resyncConnectedChannels(
  db: Database,
  youtube: YouTubeClient,
  log: FastifyBaseLogger,
): Promise<ResyncOutcome> {
  const outcome: ResyncOutcome = { channels: 0, added: 0, removed: 0, failed: 0 };
  let after = 0;
  for (;;) {
    const page = await db
      .select({ playerId: players.memberId, channelId: players.youtubeChannelId })
      .from(players)
      .where(and(isNotNull(players.youtubeChannelId), gt(players.memberId, after)))
      .orderBy(asc(players.memberId))
      .limit(PAGE);
    for (const { playerId, channelId } of page) {
      if (!channelId) continue;
      try {
        const channel = await youtube.channelVideos({ kind: 'id', id: channelId });
        const stored = await storeChannelVideos(db, playerId, channel);
        outcome.channels += 1;
        outcome.added += stored.added;
        outcome.removed += stored.removed;
      } catch (error) {
        if (!(error instanceof YouTubeError)) throw error;
        outcome.failed += 1;
        log.warn(
          { failure: error.failure, detail: error.message, playerId },
          'daily YouTube re-sync skipped a channel',
        );
        // Out of quota: every further channel would fail too; tomorrow's run starts afresh.
        if (error.failure === 'QUOTA_EXCEEDED') return finished(outcome);
      }
    }
    if (page.length < PAGE) break;
    after = page[page.length - 1]?.playerId ?? after;
  }
  return finished(outcome);

  function finished(result: ResyncOutcome): ResyncOutcome {
    log.info(result, 'daily YouTube re-sync done');
    return result;
  }
}
