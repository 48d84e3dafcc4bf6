import { notifications } from '@mantine/notifications';
import { MESSAGES, type TSyncYoutubeResponse } from '@scouting/contract';
import { isApiError } from '../../../api/client.ts';

/** SPEC §8 channel connect error: the server's message, or the SPEC's generic one when there is none to show. */
export function syncErrorMessage(error: unknown): string {
  if (!isApiError(error) || error.status === 0) return MESSAGES.youtubeConnectFailed;
  // A server failure, or an answer without words of ours (the client then says serverError).
  if (error.code === 'SERVER_ERROR' || error.code === 'INVALID_RESPONSE' || error.message === MESSAGES.serverError) {
    return MESSAGES.youtubeConnectFailed;
  }
  return error.message;
}

/** A toast whose close button has a name (axe: button-name); Mantine's has none by default. */
export function notice(message: string, color: 'pitch' | 'red' = 'pitch'): void {
  notifications.show({ color, message, closeButtonProps: { 'aria-label': 'Dismiss' } });
}

export function announceSync({ added, total }: TSyncYoutubeResponse): void {
  notice(`${MESSAGES.channelSynced} ${added} new, ${total} in all.`);
}
