import type { DbOrTx } from '../../db/client.ts';
import { notify } from './notify.ts';

/** Whom the greeting every new member finds under the bell names: the first word of the full name. */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? fullName;
}

export async function notifyWelcome(db: DbOrTx, memberId: number, fullName: string): Promise<void> {
  await notify(db, memberId, 'welcome', { key: 'welcome', values: { firstName: firstNameOf(fullName) } }, null);
}
