import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import { ZOpportunity } from './opportunities.ts';
import { pageOf, ZPageQuery } from './paging.ts';

/**
 * Player favourites (decisions 019 and 070): a player adds opportunities to their favourites ('Add to
 * favourites' on the card) and finds them in the dashboard's Favourites card. Favourites keep posts;
 * shortlists keep players: one word for each, on every page.
 */
export const FAVOURITE_MESSAGES = {
  save: 'Add to favourites',
  saved: 'In favourites',
  noFavourites: 'No favourites yet. Use Add to favourites on an opportunity to keep it here.',
  loadFailed: 'Your favourites could not be loaded. Please try again.',
  saveFailed: 'The opportunity could not be added to your favourites. Please try again.',
  /** A saved post its author closed stays in the list, marked, so the player knows what happened to it. */
  closed: 'Closed by the poster',
} as const;

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
