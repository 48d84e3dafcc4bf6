import type { TPitchAnswer } from '@scouting/contract/pitches';
import type { ClubsMessageId } from '../../../i18n/areas/clubs.ts';

/** Each answer's words in the clubs' catalog. */
export const ANSWER_KEY: Record<TPitchAnswer, ClubsMessageId> = {
  Interested: 'clubs.pitches.answer.interested',
  'Not a fit': 'clubs.pitches.answer.notFit',
  'Invite to trial': 'clubs.pitches.answer.trial',
};
