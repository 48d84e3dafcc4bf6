import { MESSAGES } from '@scouting/contract/messages';
import { REFUSAL_MESSAGES } from '@scouting/contract/refusals';
import type { TQueueState } from '@scouting/contract/schemas/admin';
import { idCursor } from '@scouting/contract/schemas/paging';
import type { TTransfermarktApplication } from '@scouting/contract/schemas/transfermarkt';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Member } from '../../auth/caller.ts';
import type { Database } from '../../db/client.ts';
import { keyset } from '../../db/paging.ts';
import { files, players, transfermarktApplications, transfermarktClubHistory } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { MailAttachment, Mailer } from '../../infra/mail/mailer.ts';
import type { Storage } from '../../infra/storage/storage.ts';
import { fileUrl } from '../../platform/uploads/store-file.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { notify } from '../notifications/notify.ts';
import { clubFacts } from './club-facts.ts';
import { forwardMail } from './forward-mail.ts';

type Page = { state?: TQueueState | undefined; limit: number; cursor?: [number] | undefined; id?: number };

const newestFirst = keyset(idCursor, [{ column: transfermarktApplications.id, order: 'desc' }]);
const oldestFirst = keyset(idCursor, [{ column: transfermarktApplications.id, order: 'asc' }]);

/** Which applications a page holds: one by id, what waits, what was decided, or all of them. */
function listed(page: Page) {
  if (page.id !== undefined) return eq(transfermarktApplications.id, page.id);
  // Served by the partial indexes transfermarkt_applications_pending_idx and _decided_idx.
  if (page.state === 'pending') return eq(transfermarktApplications.status, 'submitted');
  if (page.state === 'decided') return ne(transfermarktApplications.status, 'submitted');
  return undefined;
}

/**
 * Applications with their clubs, newest first, or (docs/product.md#admin-pages) what waits oldest first and what
 * was decided newest first: two queries for the page, never one per row.
 */
export async function listTransfermarktApplications(db: Database, page: Page) {
  const order = page.state === 'pending' ? oldestFirst : newestFirst;
  const rows = await db
    .select({ application: transfermarktApplications, canEditTransfermarkt: players.canEditTransfermarkt })
    .from(transfermarktApplications)
    .innerJoin(players, eq(players.memberId, transfermarktApplications.playerId))
    .where(and(listed(page), page.id === undefined ? order.after(page.cursor) : undefined))
    .orderBy(...order.orderBy)
    .limit(order.fetch(page.limit));
  const { rows: pageRows, nextCursor } = order.page(rows, page.limit, (row) => [row.application.id]);
  const ids = pageRows.map((row) => row.application.id);
  const clubs = ids.length
    ? await db
        .select()
        .from(transfermarktClubHistory)
        .where(inArray(transfermarktClubHistory.applicationId, ids))
        .orderBy(asc(transfermarktClubHistory.applicationId), asc(transfermarktClubHistory.position))
    : [];
  return {
    applications: pageRows.map(
      ({ application: a, canEditTransfermarkt }): TTransfermarktApplication => ({
        id: a.id,
        playerId: a.playerId,
        fullName: a.fullName,
        dob: a.dob,
        nationality: a.nationality,
        primaryPosition: a.primaryPosition,
        secondaryPosition: a.secondaryPosition,
        height: a.height,
        weight: a.weight,
        preferredFoot: a.preferredFoot,
        currentClub: a.currentClub,
        clubCountry: a.clubCountry,
        previousClub: a.previousClub,
        profileLink: a.profileLink,
        leagueName: a.leagueName,
        clubWebsite: a.clubWebsite,
        emailAddress: a.emailAddress,
        agentDetail: a.agentDetail,
        introduction: a.introduction,
        youtubeLink: a.youtubeLink,
        emailBody: a.emailBody,
        photoUrl: fileUrl(a.photoFileId),
        governmentIdUrl: fileUrl(a.governmentIdFileId) ?? '',
        leagueIdCardUrl: fileUrl(a.leagueIdCardFileId) ?? '',
        status: a.status,
        rejectionReason: a.rejectionReason,
        createdAt: a.createdAt.toISOString(),
        canEditTransfermarkt,
        clubHistory: clubs
          .filter((club) => club.applicationId === a.id)
          .map((club) => ({
            clubName: club.clubName,
            fromYear: club.fromYear,
            toYear: club.toYear,
            ...clubFacts(club),
            clubPhotoUrl: fileUrl(club.clubPhotoFileId),
          })),
      }),
    ),
    nextCursor,
  };
}

async function pendingApplication(db: Database, id: number) {
  const [application] = await db.select().from(transfermarktApplications).where(eq(transfermarktApplications.id, id));
  if (!application) throw new AppError('NOT_FOUND', REFUSAL_MESSAGES.applicationNotFound);
  if (application.status !== 'submitted') throw new AppError('CONFLICT', MESSAGES.transfermarktAlreadyReviewed);
  return application;
}

/**
 * Mails the application with its documents to Transfermarkt's data team, then records the
 * decision and tells the player in one transaction. Without TRANSFERMARKT_EMAIL nothing is sent.
 */
export type ForwardDeps = {
  db: Database;
  storage: Storage;
  mailer: Mailer;
  /** Where applications go (config.transfermarktEmail); without it nothing is sent. */
  transfermarktEmail: string | undefined;
};

export async function forwardTransfermarktApplication(deps: ForwardDeps, admin: Member, id: number) {
  const { db, storage, mailer, transfermarktEmail: to } = deps;
  if (!to) throw new AppError('SERVICE_UNAVAILABLE', MESSAGES.transfermarktEmailMissing);
  const application = await pendingApplication(db, id);
  const { applications } = await listTransfermarktApplications(db, { limit: 1, id });
  const fileIds = [application.governmentIdFileId, application.leagueIdCardFileId, application.photoFileId].filter(
    (fileId): fileId is string => Boolean(fileId),
  );
  const clubPhotoIds = (
    await db
      .select({ id: transfermarktClubHistory.clubPhotoFileId })
      .from(transfermarktClubHistory)
      .where(eq(transfermarktClubHistory.applicationId, id))
  )
    .map((row) => row.id)
    .filter((fileId): fileId is string => Boolean(fileId));
  const stored = await db
    .select()
    .from(files)
    .where(inArray(files.id, [...fileIds, ...clubPhotoIds]));
  const attachments: MailAttachment[] = await Promise.all(
    stored.map(async (file) => ({
      filename: `${file.kind}-${file.originalName}`,
      contentType: file.contentType,
      content: await storage.get(file.storageKey),
    })),
  );
  const details = applications[0];
  if (!details) throw new AppError('NOT_FOUND', REFUSAL_MESSAGES.applicationNotFound);
  await mailer.send(forwardMail(to, details, attachments));
  await db.transaction(async (tx) => {
    await tx
      .update(transfermarktApplications)
      .set({ status: 'forwarded', reviewedAt: new Date() })
      .where(and(eq(transfermarktApplications.id, id), eq(transfermarktApplications.status, 'submitted')));
    await notify(
      tx,
      application.playerId,
      'transfermarkt_forwarded',
      { key: 'transfermarktForwarded', values: {} },
      '/player-dashboard',
    );
    await recordAudit(tx, {
      actor: admin,
      action: 'transfermarkt.forwarded',
      subject: { id: application.playerId, fullName: application.fullName },
      target: { type: 'transfermarkt_application', id },
    });
  });
  return { message: MESSAGES.forwarded };
}

export async function rejectTransfermarktApplication(db: Database, admin: Member, id: number, rejectionReason: string) {
  const application = await pendingApplication(db, id);
  await db.transaction(async (tx) => {
    await tx
      .update(transfermarktApplications)
      .set({ status: 'rejected', rejectionReason, reviewedAt: new Date() })
      .where(eq(transfermarktApplications.id, id));
    await notify(
      tx,
      application.playerId,
      'transfermarkt_rejected',
      { key: 'transfermarktRejected', values: { reason: rejectionReason } },
      '/player-dashboard',
    );
    await recordAudit(tx, {
      actor: admin,
      action: 'transfermarkt.rejected',
      subject: { id: application.playerId, fullName: application.fullName },
      target: { type: 'transfermarkt_application', id },
      reason: rejectionReason,
    });
  });
  return { message: 'Application rejected.' };
}
