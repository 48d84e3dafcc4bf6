import { z } from 'zod';
import { CLUB_NEED_CLOSE_REASON_MAX } from '../club-need-oversight.ts';
import { CLUB_NEED_MESSAGES, CLUB_NEED_STATUSES } from '../club-needs.ts';
import { SPECIFIC_POSITIONS } from '../constants.ts';
import { lazySchema } from '../lazy-schema.ts';
import { idCursor, pageOf, pageQuery } from './paging.ts';

/** GET /api/admin/club-needs: newest first, by status and club. */
export const ZAdminClubNeedListQuery = lazySchema(() =>
  z.object({
    status: z.enum(CLUB_NEED_STATUSES).optional(),
    clubId: z.coerce.number().int().positive().optional(),
    ...pageQuery(idCursor, 20).shape,
  }),
);

/** How many pitches a requirement received, by the club's answer (null: not answered yet). */
export const ZClubNeedPitchCounts = lazySchema(() =>
  z.object({
    total: z.number().int(),
    unanswered: z.number().int(),
    interested: z.number().int(),
    notAFit: z.number().int(),
    inviteToTrial: z.number().int(),
  }),
);
export type TClubNeedPitchCounts = z.infer<typeof ZClubNeedPitchCounts>;

export const ZAdminClubNeed = lazySchema(() =>
  z.object({
    id: z.number().int(),
    clubId: z.number().int(),
    clubName: z.string(),
    clubCountry: z.string(),
    positions: z.array(z.enum(SPECIFIC_POSITIONS)),
    status: z.enum(CLUB_NEED_STATUSES),
    deadline: z.string(),
    closedReason: z.string().nullable(),
    closedAt: z.string().nullable(),
    createdAt: z.string(),
    pitchCounts: ZClubNeedPitchCounts,
  }),
);
export type TAdminClubNeed = z.infer<typeof ZAdminClubNeed>;
export const ZAdminClubNeedList = lazySchema(() => pageOf('needs', ZAdminClubNeed));
export type TAdminClubNeedList = z.infer<typeof ZAdminClubNeedList>;

/** POST /api/admin/club-needs/{id}/close: the reason is required, goes on record and reaches the club. */
export const ZAdminClubNeedClose = lazySchema(() =>
  z.object({
    reason: z
      .string({ error: CLUB_NEED_MESSAGES.adminCloseNeedsReason })
      .trim()
      .min(1, CLUB_NEED_MESSAGES.adminCloseNeedsReason)
      .max(CLUB_NEED_CLOSE_REASON_MAX, CLUB_NEED_MESSAGES.adminCloseReasonTooLong),
  }),
);
export type TAdminClubNeedClose = z.infer<typeof ZAdminClubNeedClose>;
