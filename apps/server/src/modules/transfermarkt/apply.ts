import { MESSAGES } from '@scouting/contract/messages';
import {
  type TTransfermarktApplicationFields,
  ZTransfermarktApplicationFields,
} from '@scouting/contract/schemas/transfermarkt';
import { CLUB_HISTORY_FIELDS, indexedClubHistory, TRANSFERMARKT_MAX_CLUBS } from '@scouting/contract/transfermarkt';
import { type FileKind, UPLOAD_FORMS } from '@scouting/contract/uploads';
import { and, eq } from 'drizzle-orm';
import { assertSelfOrAdmin, type Member } from '../../auth/caller.ts';
import type { Database } from '../../db/client.ts';
import { findPlayer } from '../../db/find-player.ts';
import { transfermarktApplications, transfermarktClubHistory } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../errors.ts';
import { type MultipartBody, type ParsedForm, readMultipartForm, type UploadForm } from '../../http/multipart.ts';
import type { Storage } from '../../infra/storage/storage.ts';
import { type PreparedFile, prepareFile, saveFile } from '../../platform/uploads/store-file.ts';
import { withFileCleanup } from '../../platform/uploads/with-file-cleanup.ts';
import { clubFacts } from './club-facts.ts';

const CLUB_PHOTO_FIELD = /^clubHistory\[(\d{1,2})\]\[clubPhoto\]$/;

/** POST /api/apply-transfermarkt: three documents and at most one photo per club, 40 MB in all. */
export const TRANSFERMARKT_UPLOAD: UploadForm = {
  files: [
    { field: 'photo', kind: 'tm_photo' },
    { field: 'governmentId', kind: 'tm_government_id', required: MESSAGES.governmentIdRequired },
    { field: 'leagueIdCard', kind: 'tm_league_id', required: MESSAGES.leagueIdRequired },
    { field: CLUB_PHOTO_FIELD, kind: 'tm_club_photo' },
  ],
  ...UPLOAD_FORMS.transfermarkt,
  maxFields: 9 + TRANSFERMARKT_MAX_CLUBS * CLUB_HISTORY_FIELDS.length,
};

export type TransfermarktForm = ParsedForm<TTransfermarktApplicationFields> & {
  /** The index each club was sent under, by its position in `data.clubHistory`. */
  clubIndices: number[];
};

/**
 * Reads and validates the form: the playerId must be the caller's before anything else is said,
 * and each club keeps the index it was sent under, so its photo is found by that index.
 */
export async function readTransfermarktForm(body: MultipartBody, actor: Member): Promise<TransfermarktForm> {
  let clubIndices: number[] = [];
  const form = await readMultipartForm(ZTransfermarktApplicationFields, body, TRANSFERMARKT_UPLOAD, {
    check: (fields) => assertSelfOrAdmin(actor, Number(fields.playerId)),
    shape: (fields) => {
      const clubs = indexedClubHistory(fields);
      clubIndices = clubs.map(({ index }) => index);
      return { ...fields, clubHistory: clubs.map(({ entry }) => entry) };
    },
  });
  for (const field of Object.keys(form.files)) {
    const index = CLUB_PHOTO_FIELD.exec(field)?.[1];
    if (index !== undefined && !clubIndices.includes(Number(index))) {
      throw new AppError('VALIDATION_ERROR', MESSAGES.validationFailed, { [field]: 'This photo belongs to no club.' });
    }
  }
  return { ...form, clubIndices };
}

type PlayerRecord = Awaited<ReturnType<typeof findPlayer>>;

/** The player's profile as it stands when they apply: what the admin reviews and forwards. */
export function profileSnapshot(member: PlayerRecord['member'], player: PlayerRecord['player']) {
  return {
    playerId: member.id,
    fullName: member.fullName,
    dob: member.dob ?? '',
    nationality: member.country ?? '',
    primaryPosition: player.primaryPosition,
    secondaryPosition: player.secondaryPosition,
    height: player.heightM,
    weight: player.weightKg,
    preferredFoot: player.preferredFoot,
    currentClub: player.currentClub,
    clubCountry: player.clubCountry,
    previousClub: player.previousClub,
  };
}

/**
 * Checks every document first, then stores them and writes the application and its clubs in one
 * transaction with a snapshot of the player's profile; bytes written for a transaction that did
 * not commit are removed again.
 */
export async function submitTransfermarktApplication(db: Database, storage: Storage, form: TransfermarktForm) {
  const input = form.data;
  const { member, player } = await findPlayer(db, input.playerId);
  // Said before any document is checked or stored; the partial unique index decides races.
  if (await hasPendingApplication(db, member.id)) throw new AppError('CONFLICT', MESSAGES.transfermarktAlreadyPending);
  const prepare = async (kind: FileKind, field: string) => {
    const file = form.files[field];
    return file ? prepareFile(kind, file) : null;
  };
  const governmentId = await prepare('tm_government_id', 'governmentId');
  const leagueIdCard = await prepare('tm_league_id', 'leagueIdCard');
  if (!governmentId || !leagueIdCard) throw new AppError('VALIDATION_ERROR');
  const photo = await prepare('tm_photo', 'photo');
  const clubPhotos: (PreparedFile | null)[] = [];
  for (const index of form.clubIndices) {
    clubPhotos.push(await prepare('tm_club_photo', `clubHistory[${index}][clubPhoto]`));
  }

  try {
    return await withFileCleanup(storage, (tracked) =>
      db.transaction(async (tx) => {
        const save = async (file: PreparedFile | null) =>
          file ? (await saveFile(tx, tracked, member.id, file)).id : null;
        const governmentIdFileId = (await saveFile(tx, tracked, member.id, governmentId)).id;
        const leagueIdCardFileId = (await saveFile(tx, tracked, member.id, leagueIdCard)).id;
        const photoFileId = await save(photo);
        const clubPhotoFileIds: (string | null)[] = [];
        for (const clubPhoto of clubPhotos) clubPhotoFileIds.push(await save(clubPhoto));
        const [created] = await tx
          .insert(transfermarktApplications)
          .values({
            ...profileSnapshot(member, player),
            profileLink: input.profileLink ?? player.transfermarktUrl,
            leagueName: input.leagueName,
            clubWebsite: input.clubWebsite,
            emailAddress: input.emailAddress,
            agentDetail: input.agentDetail,
            introduction: input.introduction,
            youtubeLink: input.youtubeLink,
            emailBody: input.emailBody,
            photoFileId,
            governmentIdFileId,
            leagueIdCardFileId,
          })
          .returning({ id: transfermarktApplications.id });
        if (!created) throw new Error('application insert returned no row');
        await tx.insert(transfermarktClubHistory).values(
          input.clubHistory.map((club, position) => ({
            applicationId: created.id,
            position,
            clubName: club.club,
            fromYear: club.from,
            toYear: club.to,
            ...clubFacts(club),
            clubPhotoFileId: clubPhotoFileIds[position] ?? null,
          })),
        );
        return { id: created.id, status: 'submitted' as const };
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', MESSAGES.transfermarktAlreadyPending);
    throw error;
  }
}

async function hasPendingApplication(db: Database, playerId: number): Promise<boolean> {
  const [pending] = await db
    .select({ id: transfermarktApplications.id })
    .from(transfermarktApplications)
    .where(and(eq(transfermarktApplications.playerId, playerId), eq(transfermarktApplications.status, 'submitted')))
    .limit(1);
  return Boolean(pending);
}
