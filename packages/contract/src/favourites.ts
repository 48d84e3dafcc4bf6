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
  /** A saved post its author closed stays in the list, marked, so the player knows what happened to it. */
  closed: 'Closed by the poster',
} as const;
