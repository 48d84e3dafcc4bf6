import { REFUSAL_MESSAGES } from '@scouting/contract/refusals';
import { PUBLIC_FILE_KINDS } from '@scouting/contract/uploads';
import { eq } from 'drizzle-orm';
import { loadMember, type Member } from '../../auth/caller.ts';
import type { Database } from '../../db/client.ts';
import { files } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { cvSentToPostsOf } from '../applications/application-handlers.ts';
import { canSeeMember } from '../safeguarding/visible-player.ts';

const PUBLIC_TO_MEMBERS = new Set<string>(PUBLIC_FILE_KINDS);

/** Who may read a stored file (docs/architecture.md#files); an unreadable file looks the same as a missing one. */
export async function authorizeFileRead(db: Database, viewer: Member, fileId: string) {
  const [file] = await db.select().from(files).where(eq(files.id, fileId)).limit(1);
  if (!file) throw new AppError('NOT_FOUND', REFUSAL_MESSAGES.fileNotFound);
  if (file.ownerId === viewer.id || viewer.role === 'Admin') return file;
  if (PUBLIC_TO_MEMBERS.has(file.kind)) {
    if (file.ownerId !== null && (await ownerHiddenFrom(db, viewer, file.ownerId))) {
      throw new AppError('NOT_FOUND', REFUSAL_MESSAGES.fileNotFound);
    }
    return file;
  }
  // A CV: the member (agent, scout or club) who posted the opportunity it was sent to.
  if (file.kind === 'cv' && (await cvSentToPostsOf(db, viewer, file.id))) return file;
  throw new AppError('NOT_FOUND', REFUSAL_MESSAGES.fileNotFound);
}

/**
 * A member's pictures are shown only to whom the member is (canSeeMember): a minor's to whom the
 * minor's profile is (docs/product.md#who-may-see-whom), a suspended or hidden member's to nobody but them and admins.
 */
async function ownerHiddenFrom(db: Database, viewer: Member, ownerId: number): Promise<boolean> {
  const owner = await loadMember(db, ownerId);
  return owner !== null && !canSeeMember(viewer, owner);
}
