import { z } from 'zod';
import { TRIAL_ANSWERS } from '../application-status.ts';
import { lazySchema } from '../lazy-schema.ts';
import { MINOR_EXCEPTIONS, PITCH_ANSWERS, PITCH_LIMITS, PITCH_MESSAGES, PITCH_NOT_A_FIT_REASONS } from '../pitches.ts';
import { ZClubNeed } from './club-needs.ts';
import { idCursor, pageOf, pageQuery } from './paging.ts';

/** POST /api/club-needs/{id}/pitches. */
export const ZPitchRequest = lazySchema(() =>
  z.object({
    playerId: z.number().int().positive(),
    note: z
      .string({ error: PITCH_MESSAGES.enterNote })
      .trim()
      .min(1, PITCH_MESSAGES.enterNote)
      .max(PITCH_LIMITS.note, PITCH_MESSAGES.noteTooLong),
    videoIds: z
      .array(z.number().int().positive())
      .max(PITCH_LIMITS.videos, PITCH_MESSAGES.tooManyVideos)
      .default([])
      .transform((ids) => [...new Set(ids)]),
    reportId: z
      .number()
      .int()
      .positive()
      .nullish()
      .transform((value) => value ?? null),
  }),
);
export type TPitchRequest = z.input<typeof ZPitchRequest>;
export type TPitchInput = z.output<typeof ZPitchRequest>;

export const ZPitch = lazySchema(() =>
  z.object({
    id: z.number().int(),
    // The need as its club posted it, with the club's verified badge.
    need: ZClubNeed.pick({
      id: true,
      clubId: true,
      clubName: true,
      clubCountry: true,
      clubVerified: true,
      positions: true,
      status: true,
    }),
    agent: z.object({ id: z.number().int(), fullName: z.string() }),
    player: z.object({
      id: z.number().int(),
      fullName: z.string(),
      age: z.number().int().nullable(),
      country: z.string().nullable(),
    }),
    note: z.string(),
    videos: z.array(z.object({ id: z.number().int(), title: z.string() })),
    reportId: z.number().int().nullable(),
    /** A player under 18 pitched to a club in another country: FIFA's Article 19 applies. */
    minorAbroad: z.boolean(),
    answer: z.enum(PITCH_ANSWERS).nullable(),
    reason: z.enum(PITCH_NOT_A_FIT_REASONS).nullable(),
    minorException: z.enum(MINOR_EXCEPTIONS).nullable(),
    /**
     * The club's trial and the player's answer to it, kept as an application's trial: pending until
     * the player accepts or declines (or a guardian declines for a minor).
     */
    trial: z
      .object({
        startsAt: z.string(),
        venue: z.string(),
        details: z.string(),
        answer: z.enum(TRIAL_ANSWERS),
        answeredAt: z.string().nullable(),
      })
      .nullable(),
    answeredAt: z.string().nullable(),
    /** No answer after PITCH_UNANSWERED_DAYS days. */
    unanswered: z.boolean(),
    createdAt: z.string(),
  }),
);
export type TPitch = z.infer<typeof ZPitch>;

/** GET /api/pitches and GET /api/club-needs/{id}/pitches: newest first. */
export const ZPitchListQuery = lazySchema(() => pageQuery(idCursor, 20));
export const ZPitchList = lazySchema(() => pageOf('pitches', ZPitch));
export type TPitchList = z.infer<typeof ZPitchList>;

/** How a club answers pitches, on its profile once it received PITCH_STATS_MIN_PITCHES. */
export const ZPitchAnswerStats = lazySchema(() =>
  z.object({
    pitches: z.number().int(),
    answeredPercent: z.number().int(),
    /** The median number of days to an answer, rounded up; null while nothing is answered. */
    usualDays: z.number().int().nullable(),
  }),
);
export type TPitchAnswerStats = z.infer<typeof ZPitchAnswerStats>;
