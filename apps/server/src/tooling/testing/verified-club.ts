import type { DbOrTx } from '../../db/client.ts';
import { clubVerificationRequests, files } from '../../db/schema/index.ts';

/**
 * Records a club as verified by an admin, document and all, without the review (decision 056): for
 * the API tests' factories and the journeys' test route. The review itself is tested in
 * modules/club-verification.
 */
export async function recordVerifiedClub(db: DbOrTx, clubId: number): Promise<void> {
  const [file] = await db
    .insert(files)
    .values({
      ownerId: clubId,
      kind: 'license',
      contentType: 'application/pdf',
      size: 1,
      storageKey: `license/test-${clubId}`,
      originalName: 'registration.pdf',
    })
    .returning({ id: files.id });
  if (!file) throw new Error('file insert returned no row');
  await db.insert(clubVerificationRequests).values({
    clubId,
    federation: 'Test FA',
    registrationNumber: `REG-${clubId}`,
    documentFileId: file.id,
    status: 'verified',
    reviewed: true,
    reviewedAt: new Date(),
  });
}
