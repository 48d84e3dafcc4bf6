import type { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { ZPlayerAvailabilityUpdate } from './availability.ts';
import { ZPlayerFields } from './registration.ts';

/**
 * PUT /api/player-details/{id} with profile fields (the profile edit): the football details
 * the player gave at registration. Name, username, date of birth and age are identity, not profile,
 * and are not changed here. The previous club is not either: registration carries it into the
 * record, which is where the player changes it (decision 066). The availability fields
 * (docs/product.md#availability) ride along.
 */
export const ZPlayerProfileUpdate = lazySchema(() =>
  ZPlayerFields.omit({ age: true, previousClub: true }).extend(ZPlayerAvailabilityUpdate.shape),
);
export type TPlayerProfileUpdate = z.infer<typeof ZPlayerProfileUpdate>;
