import { MESSAGES } from '@scouting/contract/messages';
import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_TYPES } from '@scouting/contract/profile-images';

export const IMAGE_ACCEPT = IMAGE_UPLOAD_TYPES.join(',');

/**
 * Why a chosen file cannot be a picture, before it is sent: saves a wait on a slow connection.
 * The server checks again by content; this only reads the browser's guess and the size.
 */
export function imageFileProblem(file: File): string | null {
  if (!(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)) return MESSAGES.imageTypeNotAccepted;
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return MESSAGES.imageTooLarge;
  return null;
}
