import {
  MESSAGES,
  parseIndexedClubHistory,
  type TTransfermarktApplicationFields,
  ZTransfermarktApplicationFields,
} from '@scouting/contract';
import type { FastifyInstance } from 'fastify';
import type { Member } from '../../auth/caller.ts';
import { transfermarktApplications, transfermarktClubHistory } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { MultipartForm } from '../files/read-multipart.ts';
import { discardFiles, type StoredFile, storeFile } from '../files/store-file.ts';
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
 * Stores the documents, then writes the application and its clubs in one transaction with a
 * snapshot of the player's profile; if the transaction fails the stored bytes are removed.
 */
export async function submitTransfermarktApplication(app: FastifyInstance, actor: Member, form: MultipartForm) {
  const input = parseApplicationForm(form);
  const { member, player } = await findPlayer(app.db, input.playerId);
  const stored: StoredFile[] = [];
  const keep = async (kind: Parameters<typeof storeFile>[3], field: string) => {
    const file = form.files[field];
    if (!file) return null;
    const result = await storeFile(app.db, app.storage, actor.id, kind, file);
    stored.push(result);
    return result.id;
  };
  try {
    const governmentIdFileId = (await keep('tm_government_id', 'governmentId')) as string;
    const leagueIdCardFileId = (await keep('tm_league_id', 'leagueIdCard')) as string;
    const photoFileId = await keep('tm_photo', 'photo');
    const clubPhotos: (string | null)[] = [];
    for (const index of input.clubHistory.keys())
      clubPhotos.push(await keep('tm_club_photo', `clubHistory[${index}][clubPhoto]`));

    return await app.db.transaction(async (tx) => {
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
          clubPhotoFileId: clubPhotos[position] ?? null,
        })),
      );
      return { id: created.id, status: 'submitted' as const };
    });
  } catch (error) {
    await discardFiles(app.db, app.storage, stored).catch((cleanupError: unknown) =>
      app.log.error({ err: cleanupError }, 'could not discard the files of a failed Transfermarkt application'),
    );
    throw error;
  }
}
