import { z } from 'zod';
import { SPECIFIC_POSITIONS } from '../constants.ts';
import { lazySchema } from '../lazy-schema.ts';

/**
 * What a list or a report shows of a player: enough for a card (name, age, country, position,
 * club, picture), never contact details.
 */
export const ZPlayerCard = lazySchema(() =>
  z.object({
    id: z.number().int(),
    fullName: z.string(),
    age: z.number().int().nullable(),
    country: z.string().nullable(),
    primaryPosition: z.enum(SPECIFIC_POSITIONS),
    currentClub: z.string(),
    profileImageUrl: z.string().nullable(),
  }),
);
export type TPlayerCard = z.infer<typeof ZPlayerCard>;
