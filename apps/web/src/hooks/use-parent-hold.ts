import { MESSAGES } from '@scouting/contract/messages';
import { usePlayerDetails } from '../api/player-details.ts';
import { useSentence } from '../i18n/sentences.ts';
import { useMember } from './use-member.ts';

/**
 * Why the signed-in player may not apply or connect a channel yet, or null when they may
 * (docs/product.md#parental-consent): a minor whose parent has not confirmed. The server refuses these writes anyway (decision
 * 008); the pages disable them and say why instead of letting the click fail. The reason is the
 * contract's sentence in the language shown.
 */
export function useParentHold(): string | null {
  const member = useMember();
  const sentence = useSentence();
  const details = usePlayerDetails(member.role === 'Player' ? member.id : 0);
  const player = details.data;
  if (member.role !== 'Player' || !player?.isUnderage || player.parentConsent === 'confirmed') return null;
  return sentence(
    player.parentConsent === 'refused' ? MESSAGES.parentConsentRefused : MESSAGES.parentalConsentRequired,
  );
}
