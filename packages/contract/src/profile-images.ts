import { UPLOAD_RULES } from './uploads.ts';

/** The two pictures of a member's profile: a small photo (avatar) and a wide display (cover) image. */
export const IMAGE_SLOTS = ['profile', 'display'] as const;
export type TImageSlot = (typeof IMAGE_SLOTS)[number];

/** The four upload calls, by the role whose profile they change. */
export const IMAGE_UPLOAD_PATHS = {
  Agent: { profile: '/api/upload-agent-profile-image', display: '/api/upload-agent-display-image' },
  Player: { profile: '/api/upload-profile-image', display: '/api/upload-display-image' },
} as const satisfies Record<string, Record<TImageSlot, string>>;
export type TImageOwnerRole = keyof typeof IMAGE_UPLOAD_PATHS;

/** Checked by content on the server; the browser uses these to stop an obviously wrong file early. */
export const IMAGE_UPLOAD_TYPES = UPLOAD_RULES.profile_image.types;
export const IMAGE_UPLOAD_MAX_BYTES = UPLOAD_RULES.profile_image.maxBytes;

/** Multipart fields: `image` (the file) and `userId` (the member whose picture it is; the caller unless admin). */
export const IMAGE_UPLOAD_FILE_FIELD = 'image';
