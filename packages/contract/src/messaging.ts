/** Longest message a member can send; long enough for a letter, short enough to bound a page. */
export const MESSAGE_MAX_LENGTH = 5000;

/** A message that is empty after trimming is not sent at all. */
export function isSendableMessage(text: string): boolean {
  return text.trim().length > 0;
}

/** The start of a message for a list (35 characters on the dashboard, 40 in the modal). */
export function snippet(text: string | null | undefined, length: number): string {
  if (!text) return '';
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  return chars.length > length ? `${chars.slice(0, length).join('')}…` : flat;
}
