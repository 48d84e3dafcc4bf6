import { CLUB_VERIFICATION_MESSAGES } from '@scouting/contract/club-verification';
import { MESSAGES } from '@scouting/contract/messages';
import { type TClubVerificationFields, ZClubVerificationFields } from '@scouting/contract/schemas/club-verification';
import { UPLOAD_RULES } from '@scouting/contract/uploads';
import { eq } from 'drizzle-orm';
import type { Member } from '../../auth/caller.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { clubVerificationRequests, members } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../errors.ts';
import { type MultipartBody, type ParsedForm, readMultipartForm, type UploadForm } from '../../http/multipart.ts';
import type { Storage } from '../../infra/storage/storage.ts';
import { prepareFile, saveFile } from '../../platform/uploads/store-file.ts';
import { withFileCleanup } from '../../platform/uploads/with-file-cleanup.ts';
import { clubVerificationState } from './club-verified.ts';

/**
 * POST /api/club-verifications: one federation registration document. It is stored as a `license`
 * file: the same types and size as an agent's licence, and the same access (the owner and admins).
 */
export const CLUB_VERIFICATION_UPLOAD: UploadForm = {
  files: [{ field: 'document', kind: 'license', required: CLUB_VERIFICATION_MESSAGES.documentRequired }],
  maxFiles: 1,
  maxBytes: UPLOAD_RULES.license.maxBytes,
};

export function readClubVerificationForm(body: MultipartBody) {
  return readMultipartForm(ZClubVerificationFields, body, CLUB_VERIFICATION_UPLOAD);
}

/**
 * A club may ask when it never did or after a denial; a waiting or verified club is told so, and a
 * revoked one must talk to the admins first, as a revoked agent cannot resubmit until an admin allows
 * it (docs/product.md#verification).
 */
async function assertCanRequest(db: DbOrTx, clubId: number): Promise<void> {
  const { status } = await clubVerificationState(db, clubId);
  if (status === 'pending') throw new AppError('CONFLICT', CLUB_VERIFICATION_MESSAGES.alreadyPending);
  if (status === 'verified') throw new AppError('CONFLICT', CLUB_VERIFICATION_MESSAGES.alreadyVerified);
  if (status === 'revoked') throw new AppError('CONFLICT', CLUB_VERIFICATION_MESSAGES.revokedNoResubmission);
}

/**
 * POST /api/club-verifications (docs/product.md#club-needs): checked, the document stored and the request
 * written in one transaction under a lock on the club's member row; the partial unique index
 * refuses a second waiting request if two submissions race anyway.
 */
export async function requestClubVerification(
  db: Database,
  storage: Storage,
  club: Member,
  form: ParsedForm<TClubVerificationFields>,
) {
  const document = form.files.document;
  if (!document) throw new AppError('VALIDATION_ERROR', MESSAGES.fillInAllFields);
  await assertCanRequest(db, club.id);
  const prepared = await prepareFile('license', document);
  try {
    const id = await withFileCleanup(storage, (trackedStorage) =>
      db.transaction(async (tx) => {
        await tx.select({ id: members.id }).from(members).where(eq(members.id, club.id)).for('update');
        await assertCanRequest(tx, club.id);
        const file = await saveFile(tx, trackedStorage, club.id, prepared);
        const [created] = await tx
          .insert(clubVerificationRequests)
          .values({
            clubId: club.id,
            federation: form.data.federation,
            registrationNumber: form.data.registrationNumber,
            documentFileId: file.id,
          })
          .returning({ id: clubVerificationRequests.id });
        if (!created) throw new Error('club verification insert returned no row');
        return created.id;
      }),
    );
    return { id, verificationStatus: 'pending' as const, message: CLUB_VERIFICATION_MESSAGES.submitted };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', CLUB_VERIFICATION_MESSAGES.alreadyPending);
    throw error;
  }
}
