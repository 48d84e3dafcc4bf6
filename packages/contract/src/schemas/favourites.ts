import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { ZOpportunity } from './opportunities.ts';
import { pageOf, ZPageQuery } from './paging.ts';

/** POST and DELETE /api/opportunities/{id}/favourite: idempotent, like the agent's stars. */
export const ZFavouriteResponse = lazySchema(() =>
  z.object({ opportunityId: z.number().int(), favourite: z.boolean() }),
);
export type TFavouriteResponse = z.infer<typeof ZFavouriteResponse>;

/** GET /api/favourite-opportunities: newest saved first, paged by the favourite's id. */
export const ZFavouritesQuery = ZPageQuery;
export const ZFavouriteOpportunity = lazySchema(() =>
  z.object({
    /** The cursor key: the favourite's own id (saving again after unsaving puts it first). */
    favouriteId: z.number().int(),
    savedAt: z.string(),
    opportunity: ZOpportunity,
  }),
);
export type TFavouriteOpportunity = z.infer<typeof ZFavouriteOpportunity>;
export const ZFavouritePage = lazySchema(() => pageOf('favourites', ZFavouriteOpportunity));
export type TFavouritePage = z.infer<typeof ZFavouritePage>;
