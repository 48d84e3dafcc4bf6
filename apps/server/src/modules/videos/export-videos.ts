import type { TAccountExport } from '@scouting/contract/schemas/account-export';
import { englishOf } from '@scouting/contract/sentences';
import { and, asc, eq } from 'drizzle-orm';
import { videoMoments, videoRatings, videos } from '../../db/schema/index.ts';
import { EXPORT_ROWS, type ExportReader, iso } from '../../platform/account-export/export-values.ts';

/**
 * A member's videos in their data export: the clips they uploaded (decision 034), the ratings they
 * gave, and the moments they marked in their own videos (docs/product.md#videos-and-ratings).
 */
export async function exportVideos({
  db,
  member,
  cut,
}: ExportReader): Promise<Pick<TAccountExport, 'uploadedVideos' | 'ratingsGiven' | 'videoMoments'>> {
  const uploaded = await db
    .select({
      id: videos.id,
      title: videos.title,
      status: videos.status,
      failureReason: videos.failureReason,
      hidden: videos.hidden,
      durationSeconds: videos.durationSeconds,
      bytes: videos.bytes,
      uploadedAt: videos.createdAt,
    })
    .from(videos)
    .where(and(eq(videos.playerId, member.id), eq(videos.source, 'upload')))
    .orderBy(asc(videos.id))
    .limit(EXPORT_ROWS);
  const ratings = await db
    .select({
      videoId: videoRatings.videoId,
      videoTitle: videos.title,
      rating: videoRatings.rating,
      ratedAt: videoRatings.updatedAt,
    })
    .from(videoRatings)
    .innerJoin(videos, eq(videos.id, videoRatings.videoId))
    .where(eq(videoRatings.viewerId, member.id))
    .orderBy(asc(videoRatings.createdAt))
    .limit(EXPORT_ROWS);
  const moments = await db
    .select({
      videoId: videoMoments.videoId,
      videoTitle: videos.title,
      atSeconds: videoMoments.atSeconds,
      endSeconds: videoMoments.endSeconds,
      tag: videoMoments.tag,
      note: videoMoments.note,
      createdAt: videoMoments.createdAt,
    })
    .from(videoMoments)
    .innerJoin(videos, eq(videos.id, videoMoments.videoId))
    .where(eq(videos.playerId, member.id))
    .orderBy(asc(videoMoments.videoId), asc(videoMoments.atSeconds), asc(videoMoments.id))
    .limit(EXPORT_ROWS);
  return {
    uploadedVideos: cut('uploadedVideos', uploaded).map((row) => ({
      ...row,
      // A file a person reads: the sentence, not its id.
      failureReason: row.failureReason && englishOf(row.failureReason),
      uploadedAt: iso(row.uploadedAt),
    })),
    ratingsGiven: cut('ratingsGiven', ratings).map((row) => ({ ...row, ratedAt: iso(row.ratedAt) })),
    videoMoments: cut('videoMoments', moments).map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
  };
}
