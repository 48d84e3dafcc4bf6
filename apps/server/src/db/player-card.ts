import { memberImages, members, players } from './schema/index.ts';

/**
 * The facts a card or a page's head shows of a player, never contact details: the player of a scout
 * report and of a shortlist's entry (each adds its own). Selected from `members` joined with `players`
 * and left-joined with `member_images` by the query that spreads them; it sits with the database
 * because two domains show it and neither owns the other's.
 */
export const playerCardColumns = {
  id: members.id,
  fullName: members.fullName,
  dob: members.dob,
  country: members.country,
  primaryPosition: players.primaryPosition,
  currentClub: players.currentClub,
  profileImageFileId: memberImages.profileImageFileId,
};
