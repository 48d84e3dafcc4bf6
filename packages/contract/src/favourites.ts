import { messageIds } from './message-ids.ts';
/**
 * Player favourites (decisions 019 and 070): a player adds opportunities to their favourites ('Add to
 * favourites' on the card) and finds them in the dashboard's Favourites card. Favourites keep posts;
 * shortlists keep players: one word for each, on every page.
 */
export const FAVOURITE_MESSAGES = messageIds('FAVOURITE_MESSAGES', [
  'save',
  'saved',
  'noFavourites',
  'loadFailed',
  /** A saved post its author closed stays in the list, marked, so the player knows what happened to it. */
  'closed',
]);
