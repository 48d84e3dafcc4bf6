import { messageIds } from './message-ids.ts';
/**
 * The moments a player marks in their own videos (docs/product.md#videos-and-ratings): the tags and
 * the moment as listed live with the videos (videos.ts), which carry them to the profile.
 */

/** Enough to mark every action of a highlights reel, few enough to read as chapters. */
export const VIDEO_MOMENT_MAX_PER_VIDEO = 30;
export const VIDEO_MOMENT_NOTE_MAX = 200;
/** Six hours: longer than any match recording, so a typing slip is refused before it is stored. */
export const VIDEO_MOMENT_MAX_SECONDS = 6 * 60 * 60;

export const VIDEO_MOMENT_MESSAGES = messageIds('VIDEO_MOMENT_MESSAGES', [
  'endAfterStart',
  'beyondDuration',
  'noteTooLong',
  'tooMany',
  'onlyOwner',
  'momentNotFound',
]);

/** `75` → `1:15`; an hour or more `1:02:03`: how the chapters and the time input write a second. */
export function formatMomentTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}

/** `1:15`, `01:15`, `1:02:03` or plain seconds `75` → seconds; null when it is not a time. */
export function parseMomentTime(text: string): number | null {
  const parts = text.trim().split(':');
  if (parts.length > 3 || parts.some((part) => !/^\d{1,5}$/.test(part))) return null;
  const numbers = parts.map(Number);
  // Every part after the first counts minutes or seconds: 60 or more is a typing slip.
  if (numbers.slice(1).some((part) => part >= 60)) return null;
  return numbers.reduce((total, part) => total * 60 + part, 0);
}
