import { notifications } from '@mantine/notifications';
import { MESSAGES } from '@scouting/contract/messages';
import type { TSyncYoutubeResponse } from '@scouting/contract/schemas/videos';
import { isApiError } from '../../../api/client.ts';
import { useVideosT } from '../../../i18n/areas/videos.ts';
import { translateSentence } from '../../../i18n/i18n.ts';
import { useSentence } from '../../../i18n/sentences.ts';

/**
 * A failed channel connect: the server's message, or the contract's generic one when there is none
 * to show. English as the contract has it: show it through `useSentence`.
 */
export function syncErrorMessage(error: unknown): string {
  if (!isApiError(error) || error.status === 0) return MESSAGES.youtubeConnectFailed;
  // A server failure, or an answer without words of ours (the client then says serverError).
  if (
    error.code === 'SERVER_ERROR' ||
    error.code === 'INVALID_RESPONSE' ||
    error.message === translateSentence(MESSAGES.serverError)
  ) {
    return MESSAGES.youtubeConnectFailed;
  }
  return error.message;
}

/**
 * `(message, color)`: a toast in the language shown (one of the contract's sentences, or the
 * server's), whose close button has a name (axe: button-name); Mantine's has none by default.
 */
export function useNotice(): (message: string, color?: 'pitch' | 'red') => void {
  const t = useVideosT();
  const sentence = useSentence();
  return (message, color = 'pitch') =>
    notifications.show({ color, message: sentence(message), closeButtonProps: { 'aria-label': t('videos.dismiss') } });
}

/** What a finished sync says: the contract's sentence, then how many videos are new and in all. */
export function useAnnounceSync(): (answer: TSyncYoutubeResponse) => void {
  const t = useVideosT();
  const sentence = useSentence();
  const notice = useNotice();
  return ({ added, total }) =>
    notice(`${sentence(MESSAGES.channelSynced)} ${t('videos.syncCounts', { added, total })}`);
}
