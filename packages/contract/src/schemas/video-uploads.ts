import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { VIDEO_TITLE_MAX, VIDEO_UPLOAD_MESSAGES } from '../video-uploads.ts';
import { VIDEO_SOURCES, VIDEO_STATUSES } from '../videos.ts';

/** DELETE /api/videos/{id}: the uploaded clip that was deleted. */
export const ZDeleteVideoResponse = lazySchema(() => z.object({ id: z.number().int(), message: z.string() }));
export type TDeleteVideoResponse = z.infer<typeof ZDeleteVideoResponse>;

export const ZUploadVideoFields = lazySchema(() =>
  z.object({
    title: z.string().trim().min(1, VIDEO_UPLOAD_MESSAGES.titleRequired).max(VIDEO_TITLE_MAX),
  }),
);

/** GET /api/videos/{id} and the 202 of POST /api/videos/upload: one video and its state. */
export const ZVideoDetail = lazySchema(() =>
  z.object({
    id: z.number().int(),
    source: z.enum(VIDEO_SOURCES),
    youtube_video_id: z.string().nullable(),
    title: z.string(),
    status: z.enum(VIDEO_STATUSES),
    /** Why processing failed, for the owner. */
    failureReason: z.string().nullable(),
    posterUrl: z.string().nullable(),
    streamUrl: z.string().nullable(),
    durationSeconds: z.number().nullable(),
    bytes: z.number().int().nullable(),
    hidden: z.boolean(),
    averageRating: z.number(),
    ratingCount: z.number().int(),
    player: z.object({ id: z.number().int() }),
  }),
);
export type TVideoDetail = z.infer<typeof ZVideoDetail>;
