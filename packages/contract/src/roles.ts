import { z } from 'zod';

/** Roles a visitor may pick in the registration wizard (SPEC §2, step 5). */
export const REGISTRATION_ROLES = ['Agent', 'Scout', 'Club', 'Player'] as const;
/** Every stored role; Admin is only ever created by an operator (ARCHITECTURE §4). */
export const ROLES = [...REGISTRATION_ROLES, 'Admin'] as const;

export const ZRole = z.enum(ROLES);
export type TRole = z.infer<typeof ZRole>;
export const ZRegistrationRole = z.enum(REGISTRATION_ROLES);
export type TRegistrationRole = z.infer<typeof ZRegistrationRole>;

/** Where each role lands after login (SPEC §2). */
export const DASHBOARD_PATH: Record<TRole, string> = {
  Agent: '/agent-dashboard',
  Scout: '/scout-dashboard',
  Club: '/club-dashboard',
  Player: '/player-dashboard',
  Admin: '/admin-dashboard',
};
