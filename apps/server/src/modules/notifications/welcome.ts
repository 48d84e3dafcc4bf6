import type { DbOrTx } from '../../db/client.ts';
import { notify } from './notify.ts';

/** The greeting every new member finds under the bell; real registrations and the demo seed say the same words. */
export function welcomeText(fullName: string): string {
  return `Welcome to Scouting Network, ${fullName.trim().split(/\s+/)[0]}!`;
}

export async function notifyWelcome(db: DbOrTx, memberId: number, fullName: string): Promise<void> {
  await notify(db, memberId, 'welcome', welcomeText(fullName), null);
}
