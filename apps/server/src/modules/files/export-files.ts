import type { TAccountExport } from '@scouting/contract/schemas/account-export';
import { asc, eq } from 'drizzle-orm';
import { files } from '../../db/schema/index.ts';
import { EXPORT_ROWS, type ExportReader, iso } from '../../platform/account-export/export-values.ts';

/** The files a member uploaded, by their facts (not their bytes), in their data export. */
export async function exportFiles({ db, member, cut }: ExportReader): Promise<TAccountExport['files']> {
  const rows = await db
    .select()
    .from(files)
    .where(eq(files.ownerId, member.id))
    .orderBy(asc(files.createdAt))
    .limit(EXPORT_ROWS);
  return cut('files', rows).map((file) => ({
    id: file.id,
    kind: file.kind,
    fileName: file.originalName,
    contentType: file.contentType,
    size: file.size,
    createdAt: iso(file.createdAt),
  }));
}
