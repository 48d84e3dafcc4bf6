import type { TAccountExport } from '@scouting/contract/schemas/account-export';
import type { ExportReader } from '../../platform/account-export/export-values.ts';
import { ownReferences } from './player-references.ts';

/**
 * The references a player asked for, in every state, in their data export (docs/product.md#references).
 * A player keeps at most REFERENCE_MAX_PER_PLAYER of them, so the list is whole.
 */
export async function exportReferences({ db, member }: ExportReader): Promise<TAccountExport['references']> {
  return (await ownReferences(db, member.id)).references;
}
