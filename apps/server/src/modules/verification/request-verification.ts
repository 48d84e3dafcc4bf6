import { MESSAGES } from '@scouting/contract/messages';
import type { TVerificationStatus } from '@scouting/contract/profiles';
import { REFUSAL_MESSAGES } from '@scouting/contract/refusals';
import { type TAgentVerificationFields, ZAgentVerificationFields } from '@scouting/contract/schemas/agent-verification';
import { UPLOAD_FORMS } from '@scouting/contract/uploads';
import { eq } from 'drizzle-orm';
import type { Member } from '../../auth/caller.ts';
import { updateAgents } from '../../auth/member-writes.ts';
import type { Database } from '../../db/client.ts';
import { agents, agentVerificationRequests } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../errors.ts';
import { type MultipartBody, type ParsedForm, readMultipartForm, type UploadForm } from '../../http/multipart.ts';
import type { Storage } from '../../infra/storage/storage.ts';
import { prepareFile, saveFile } from '../../platform/uploads/store-file.ts';
import { withFileCleanup } from '../../platform/uploads/with-file-cleanup.ts';

/** POST /api/request-agent-verification: the licence and the ID document, both required. */
export const VERIFICATION_UPLOAD: UploadForm = {
  files: [
    { field: 'licenseFile', kind: 'license', required: MESSAGES.verificationLicenseFileRequired },
    { field: 'idFile', kind: 'id_document', required: MESSAGES.verificationIdFileRequired },
  ],
  ...UPLOAD_FORMS.agentVerification,
};

type AgentState = { verificationStatus: TVerificationStatus; allowResubmission: boolean };

/** docs/product.md#verification: a request is possible when never asked, or after a denial the admin reopened. */
function assertCanRequest(agent: AgentState): void {
  switch (agent.verificationStatus) {
    case 'not_requested':
      return;
    case 'pending':
      throw new AppError('CONFLICT', MESSAGES.verificationAlreadyPending);
    case 'verified':
      throw new AppError('CONFLICT', MESSAGES.verificationAlreadyVerified);
    case 'denied':
      if (!agent.allowResubmission) throw new AppError('CONFLICT', MESSAGES.verificationResubmissionNotAllowed);
  }
}

/** Reads the form; agentId must be the caller's (docs/architecture.md#identity-and-members), said before anything else about it. */
export function readVerificationForm(body: MultipartBody, agent: Member) {
  return readMultipartForm(ZAgentVerificationFields, body, VERIFICATION_UPLOAD, {
    check: (fields) => {
      if (fields.agentId !== undefined && Number(fields.agentId) !== agent.id) throw new AppError('FORBIDDEN');
    },
  });
}

/**
 * POST /api/request-agent-verification (docs/product.md#verification). The agent row is locked, the state checked,
 * both documents stored and the request written in one transaction, which also makes the agent
 * pending. Bytes written for a transaction that does not commit are removed again, and the
 * partial unique index refuses a second waiting request if two submissions race anyway.
 */
export async function requestAgentVerification(
  db: Database,
  storage: Storage,
  agent: Member,
  form: ParsedForm<TAgentVerificationFields>,
) {
  const input = form.data;
  const licenseFile = form.files.licenseFile;
  const idFile = form.files.idFile;
  if (!licenseFile || !idFile) throw new AppError('VALIDATION_ERROR');

  // Cheap refusal before any file is stored; the transaction below checks again under a lock.
  const [current] = await db.select().from(agents).where(eq(agents.memberId, agent.id)).limit(1);
  if (!current) throw new AppError('NOT_FOUND', REFUSAL_MESSAGES.agentNotFound);
  assertCanRequest(current);

  // The content checks run before the lock and the transaction are taken.
  const preparedLicense = await prepareFile('license', licenseFile);
  const preparedId = await prepareFile('id_document', idFile);
  try {
    const id = await withFileCleanup(storage, (trackedStorage) =>
      db.transaction(async (tx) => {
        const [locked] = await tx.select().from(agents).where(eq(agents.memberId, agent.id)).for('update');
        if (!locked) throw new AppError('NOT_FOUND', REFUSAL_MESSAGES.agentNotFound);
        assertCanRequest(locked);
        const license = await saveFile(tx, trackedStorage, agent.id, preparedLicense);
        const idDocument = await saveFile(tx, trackedStorage, agent.id, preparedId);
        const [created] = await tx
          .insert(agentVerificationRequests)
          .values({
            agentId: agent.id,
            fullName: input.fullName,
            licenseNumber: input.licenseNumber,
            issuingBody: input.issuingBody,
            licenseFileId: license.id,
            idFileId: idDocument.id,
            agencyName: input.agencyName,
            agencyWebsite: input.agencyWebsite,
            agreedToTerms: input.agreedToTerms,
          })
          .returning({ id: agentVerificationRequests.id });
        if (!created) throw new Error('verification request insert returned no row');
        await updateAgents(tx, agent.id, { verificationStatus: 'pending', allowResubmission: false });
        return created.id;
      }),
    );
    return { id, verificationStatus: 'pending' as const, message: MESSAGES.verificationSubmitted };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', MESSAGES.verificationAlreadyPending);
    throw error;
  }
}
