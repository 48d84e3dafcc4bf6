import { MESSAGES } from './messages.ts';

/** Limits the wizard's and the profile's number and text inputs show, and the server enforces. */
export const PLAYER_HEIGHT_M = { min: 1, max: 2.6 } as const;
export const PLAYER_WEIGHT_KG = { min: 20, max: 200 } as const;
export const PLAYER_STRENGTH_MAX_LENGTH = 500;
export const EXPERIENCE_YEARS = { min: 0, max: 80 } as const;

export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,30}$/;

/** Why a birth date is too young for a role (docs/product.md#roles, docs/product.md#parents). */
export function tooYoungMessage(role: string): string {
  return role === 'Parent' ? MESSAGES.parentTooYoung : MESSAGES.tooYoungForRole;
}
