import {
  MESSAGES,
  parseIndexedClubHistory,
  type TTransfermarktApplicationFields,
  ZTransfermarktApplicationFields,
} from '@scouting/contract';
import type { Database } from '../../db/client.ts';
import { transfermarktApplications, transfermarktClubHistory } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Storage } from '../../infra/storage/storage.ts';
import type { FileKind } from '../files/file-kinds.ts';
import type { MultipartForm } from '../files/read-multipart.ts';
import { type PreparedFile, prepareFile, saveFile } from '../files/store-file.ts';
import { withFileCleanup } from '../files/with-file-cleanup.ts';
import { findPlayer } from '../profiles/player-details.ts';

export const TRANSFERMARKT_FILE_FIELDS = [
  'photo',
  'governmentId',
  'leagueIdCard',
  /^clubHistory\[\d{1,2}\]\[clubPhoto\]$/,
];

/** Validates the multipart form into the contract's shape, with field messages a person can act on. */
export function parseApplicationForm(form: MultipartForm): TTransfermarktApplicationFields {
  const parsed = ZTransfermarktApplicationFields.safeParse({
    ...form.fields,
    clubHistory: parseIndexedClubHistory(form.fields),
  });
  const fields: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  }
  if (!form.files.governmentId) fields.governmentId = MESSAGES.governmentIdRequired;
  if (!form.files.leagueIdCard) fields.leagueIdCard = MESSAGES.leagueIdRequired;
  if (!parsed.success || Object.keys(fields).length > 0) {
    throw new AppError('VALIDATION_ERROR', Object.values(fields)[0] ?? MESSAGES.validationFailed, fields);
  }
  return parsed.data;
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
export async function submitTransfermarktApplication(deps: { db: Database; storage: Storage }, form: MultipartForm) {
  const { db } = deps;
  const input = parseApplicationForm(form);
  const { member, player } = await findPlayer(db, input.playerId);
  const prepare = async (kind: FileKind, field: string) => {
    const file = form.files[field];
    return file ? prepareFile(kind, file) : null;
  };
  const governmentId = await prepare('tm_government_id', 'governmentId');
  const leagueIdCard = await prepare('tm_league_id', 'leagueIdCard');
  if (!governmentId || !leagueIdCard) throw new AppError('VALIDATION_ERROR');
  const photo = await prepare('tm_photo', 'photo');
  const clubPhotos: (PreparedFile | null)[] = [];
  for (const index of input.clubHistory.keys()) {
    clubPhotos.push(await prepare('tm_club_photo', `clubHistory[${index}][clubPhoto]`));
  }

  return withFileCleanup(deps.storage, (storage) =>
    db.transaction(async (tx) => {
      const save = async (file: PreparedFile | null) =>
        file ? (await saveFile(tx, storage, member.id, file)).id : null;
      const governmentIdFileId = (await saveFile(tx, storage, member.id, governmentId)).id;
      const leagueIdCardFileId = (await saveFile(tx, storage, member.id, leagueIdCard)).id;
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
          leagueName: club.leagueName,
          leagueTier: club.leagueTier,
          positionPlayed: club.positionPlayed,
          matches: club.matches,
          goals: club.goals,
          assists: club.assists,
          cleanSheets: club.cleanSheets,
          clubWebsite: club.clubWebsite,
          clubPhotoFileId: clubPhotoFileIds[position] ?? null,
        })),
      );
      return { id: created.id, status: 'submitted' as const };
    }),
  );
}
