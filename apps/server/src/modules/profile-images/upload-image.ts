import { MESSAGES } from '@scouting/contract/messages';
import { IMAGE_UPLOAD_FILE_FIELD, type TImageOwnerRole, type TImageSlot } from '@scouting/contract/profile-images';
import { REFUSAL_MESSAGES } from '@scouting/contract/refusals';
import type { TImageUploadResponse, ZImageUploadFields } from '@scouting/contract/schemas/profile-images';
import { type FileKind, UPLOAD_FORMS } from '@scouting/contract/uploads';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { assertSelfOrAdmin, type Member } from '../../auth/caller.ts';
import type { Database } from '../../db/client.ts';
import { files, memberImages, members } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { ParsedForm, UploadForm } from '../../http/multipart.ts';
import type { Storage } from '../../infra/storage/storage.ts';
import { fileUrl, prepareFile, saveFile } from '../../platform/uploads/store-file.ts';
import { withFileCleanup } from '../../platform/uploads/with-file-cleanup.ts';

const SLOT_KIND: Record<TImageSlot, FileKind> = { profile: 'profile_image', display: 'display_image' };

/** What a missing (or other-role) owner is called in the refusal. */
const OWNER_NOT_FOUND = { Agent: 'agentNotFound', Player: 'playerNotFound' } as const satisfies Record<
  TImageOwnerRole,
  keyof typeof REFUSAL_MESSAGES
>;

/** The four image uploads: one image (required, but only after whose picture it is was checked). */
export function imageUpload(slot: TImageSlot): UploadForm {
  return { files: [{ field: IMAGE_UPLOAD_FILE_FIELD, kind: SLOT_KIND[slot] }], ...UPLOAD_FORMS.profileImage };
}
const SLOT_COLUMN = { profile: 'profileImageFileId', display: 'displayImageFileId' } as const;

type Upload = {
  db: Database;
  storage: Storage;
  log: FastifyBaseLogger;
  actor: Member;
  /** The role whose profile the called route changes (separate agent and player calls). */
  ownerRole: TImageOwnerRole;
  slot: TImageSlot;
  form: ParsedForm<z.output<typeof ZImageUploadFields>>;
};

/**
 * The four upload calls. The image is checked by content, re-encoded without metadata
 * and bounded (store-file.ts), and becomes the member's picture in one transaction with the member
 * row locked, so two uploads at once cannot both keep a file. The replaced file's row goes in that
 * transaction; its bytes only after the commit, so a failure never leaves a profile pointing at
 * nothing.
 */
export async function uploadMemberImage({
  db,
  storage,
  log,
  actor,
  ownerRole,
  slot,
  form,
}: Upload): Promise<TImageUploadResponse> {
  const memberId = form.data.userId ?? actor.id;
  assertSelfOrAdmin(actor, memberId);
  const image = form.files[IMAGE_UPLOAD_FILE_FIELD];
  if (!image) {
    throw new AppError('VALIDATION_ERROR', MESSAGES.imageRequired, {
      [IMAGE_UPLOAD_FILE_FIELD]: MESSAGES.imageRequired,
    });
  }
  const column = SLOT_COLUMN[slot];
  // Checked and re-encoded before the transaction: the embedded database has one connection, and
  // nobody should wait for an image resize.
  const prepared = await prepareFile(SLOT_KIND[slot], image);

  const { fileId, replacedKey } = await withFileCleanup(storage, (tracked) =>
    db.transaction(async (tx) => {
      const [owner] = await tx
        .select({ role: members.role })
        .from(members)
        .where(eq(members.id, memberId))
        .for('update');
      // An admin naming a member of the other role gets the same answer as a missing member.
      if (!owner || owner.role !== ownerRole)
        throw new AppError('NOT_FOUND', REFUSAL_MESSAGES[OWNER_NOT_FOUND[ownerRole]]);
      const [current] = await tx.select().from(memberImages).where(eq(memberImages.memberId, memberId));
      const stored = await saveFile(tx, tracked, memberId, prepared);
      await tx
        .insert(memberImages)
        .values({ memberId, [column]: stored.id })
        .onConflictDoUpdate({ target: memberImages.memberId, set: { [column]: stored.id, updatedAt: new Date() } });
      const previousId = current?.[column];
      if (!previousId) return { fileId: stored.id, replacedKey: null };
      const [replaced] = await tx
        .delete(files)
        .where(eq(files.id, previousId))
        .returning({ storageKey: files.storageKey });
      return { fileId: stored.id, replacedKey: replaced?.storageKey ?? null };
    }),
  );
  if (replacedKey) {
    // The row is gone, so nothing serves these bytes any more; a failed delete only wastes space.
    await storage.delete(replacedKey).catch((err: unknown) => log.warn({ err }, 'could not delete a replaced image'));
  }
  return { imageUrl: fileUrl(fileId) ?? '' };
}
