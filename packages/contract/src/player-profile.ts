import type { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import { ZPlayerFields } from './registration.ts';

/**
 * PUT /api/player-details/{id} with profile fields (SPEC §4 "profile edit"): the football details
 * the player gave at registration. Name, username, date of birth and age are identity, not profile,
 * and are not changed here.
 */
export const ZPlayerProfileUpdate = lazySchema(() => ZPlayerFields.omit({ age: true }));
export type TPlayerProfileUpdate = z.infer<typeof ZPlayerProfileUpdate>;

/** The same call carries either the parent e-mail (a minor's overlay) or the profile fields. */
export function isParentEmailUpdate(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'parentEmail' in body;
}
