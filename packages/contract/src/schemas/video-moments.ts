import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { VIDEO_MOMENT_MAX_SECONDS, VIDEO_MOMENT_MESSAGES, VIDEO_MOMENT_NOTE_MAX } from '../video-moments.ts';
import { VIDEO_MOMENT_TAGS } from '../videos.ts';
import { ZVideoMoment } from './videos.ts';

/** POST /api/videos/{id}/moments. Whether it lies within the video is checked against its duration when known. */
export const ZVideoMomentRequest = lazySchema(() =>
  z
    .object({
      atSeconds: z.number().int().min(0).max(VIDEO_MOMENT_MAX_SECONDS),
      endSeconds: z.number().int().min(1).max(VIDEO_MOMENT_MAX_SECONDS).optional(),
      tag: z.enum(VIDEO_MOMENT_TAGS),
      note: z
        .string()
        .trim()
        .max(VIDEO_MOMENT_NOTE_MAX, VIDEO_MOMENT_MESSAGES.noteTooLong)
        .optional()
        .transform((value) => value || undefined),
    })
    .refine((moment) => moment.endSeconds === undefined || moment.endSeconds > moment.atSeconds, {
      message: VIDEO_MOMENT_MESSAGES.endAfterStart,
      path: ['endSeconds'],
    }),
);
export type TVideoMomentRequest = z.input<typeof ZVideoMomentRequest>;

/** GET /api/videos/{id}/moments: every moment of the video, in the order they happen. */
export const ZVideoMoments = lazySchema(() => z.object({ moments: z.array(ZVideoMoment) }));
export type TVideoMoments = z.infer<typeof ZVideoMoments>;

export const ZVideoMomentParams = lazySchema(() =>
  z.object({ id: z.coerce.number().int().positive(), momentId: z.coerce.number().int().positive() }),
);
export const ZDeleteVideoMomentResponse = lazySchema(() => z.object({ id: z.number().int() }));
