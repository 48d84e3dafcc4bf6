import { Alert } from '@mantine/core';
import { CONFIRMATION_MESSAGES } from '@scouting/contract/career';
import type { TConfirmationLink } from '@scouting/contract/schemas/career';
import { useSentence } from '../i18n/sentences.ts';

/**
 * What a coach's link that no longer works says (the record confirmation and the reference pages):
 * spent, unless this visit is the one that spent it, or expired.
 */
export function CoachLinkAlert({ link, answered }: { link: TConfirmationLink['link']; answered: boolean }) {
  const sentence = useSentence();
  return (
    <>
      {link === 'used' && !answered ? <Alert>{sentence(CONFIRMATION_MESSAGES.linkUsed)}</Alert> : null}
      {link === 'expired' ? <Alert color="yellow">{sentence(CONFIRMATION_MESSAGES.linkExpired)}</Alert> : null}
    </>
  );
}
