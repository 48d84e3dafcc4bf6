import { z } from 'zod';
import { ZRole } from './roles.ts';

/** GET /api/admin/member-counts: how many members each role has (admin dashboard toggle). */
export const ZMemberCounts = z.record(ZRole, z.number().int());
export type TMemberCounts = z.infer<typeof ZMemberCounts>;
