import { type FormErrors, schemaResolver } from '@mantine/form';
import { MESSAGES } from '@scouting/contract/messages';
import type { TPlayerDetails } from '@scouting/contract/schemas/profiles';
import { ZTransfermarktApplicationFields } from '@scouting/contract/schemas/transfermarkt';
import { CLUB_HISTORY_FIELDS } from '@scouting/contract/transfermarkt';
import { type FileKind, fileTooLarge, TRANSFERMARKT_MAX_CLUB_PHOTOS } from '@scouting/contract/uploads';

export type ClubValues = {
  /** Stable React key of the entry, so removing one does not shift the others' inputs. */
  key: string;
  club: string;
  from: number | string;
  to: number | string;
  leagueName: string;
  leagueTier: string | null;
  positionPlayed: string | null;
  matches: number | string;
  goals: number | string;
  assists: number | string;
  cleanSheets: number | string;
  clubWebsite: string;
  clubPhoto: File | null;
};

export type ApplyValues = {
  playerId: number;
  emailAddress: string;
  leagueName: string;
  clubWebsite: string;
  introduction: string;
  youtubeLink: string;
  agentDetail: string;
  emailBody: string;
  profileLink: string;
  photo: File | null;
  governmentId: File | null;
  leagueIdCard: File | null;
  clubHistory: ClubValues[];
};

export function emptyClub(club = ''): ClubValues {
  return {
    key: crypto.randomUUID(),
    club,
    from: '',
    to: new Date().getFullYear(),
    leagueName: '',
    leagueTier: null,
    positionPlayed: null,
    matches: 0,
    goals: 0,
    assists: 0,
    cleanSheets: 0,
    clubWebsite: '',
    clubPhoto: null,
  };
}

/** The form starts from the player's profile (prefilled, docs/product.md#transfermarkt), with their current club as the first entry. */
export function initialApplyValues(details: TPlayerDetails): ApplyValues {
  return {
    playerId: details.id,
    emailAddress: details.emailAddress ?? '',
    leagueName: '',
    clubWebsite: '',
    introduction: '',
    youtubeLink: details.youtube_channel_id ? `https://www.youtube.com/channel/${details.youtube_channel_id}` : '',
    agentDetail: '',
    emailBody: '',
    profileLink: details.transfermarktUrl ?? '',
    photo: null,
    governmentId: null,
    leagueIdCard: null,
    clubHistory: [emptyClub(details.currentClub)],
  };
}

const validateFields = schemaResolver(ZTransfermarktApplicationFields, { sync: true });

/** The contract's rules (the server applies the same ones) plus the two required documents. */
export function validateApplyValues(values: ApplyValues): FormErrors {
  const errors: FormErrors = { ...validateFields(values) };
  if (!values.governmentId) errors.governmentId = MESSAGES.governmentIdRequired;
  if (!values.leagueIdCard) errors.leagueIdCard = MESSAGES.leagueIdRequired;
  // The server's upload limits (contract UPLOAD_RULES), said before anything is sent.
  const tooLarge = (field: string, kind: FileKind, file: File | null) => {
    const message = file ? fileTooLarge(kind, file.size) : null;
    if (message) errors[field] ??= message;
  };
  tooLarge('governmentId', 'tm_government_id', values.governmentId);
  tooLarge('leagueIdCard', 'tm_league_id', values.leagueIdCard);
  tooLarge('photo', 'tm_photo', values.photo);
  values.clubHistory.forEach((club, index) => {
    tooLarge(`clubHistory.${index}.clubPhoto`, 'tm_club_photo', club.clubPhoto);
  });
  if (values.clubHistory.filter((club) => club.clubPhoto).length > TRANSFERMARKT_MAX_CLUB_PHOTOS) {
    errors.clubHistory ??= MESSAGES.tooManyClubPhotos;
  }
  return errors;
}

const TEXT_FIELDS = [
  'playerId',
  'emailAddress',
  'leagueName',
  'clubWebsite',
  'introduction',
  'youtubeLink',
  'agentDetail',
  'emailBody',
  'profileLink',
] as const;

/** The multipart body: plain fields, the three documents, and `clubHistory[i][field]` per club. */
export function toFormData(values: ApplyValues): FormData {
  const form = new FormData();
  for (const name of TEXT_FIELDS) form.append(name, String(values[name]).trim());
  for (const name of ['photo', 'governmentId', 'leagueIdCard'] as const) {
    const file = values[name];
    if (file) form.append(name, file);
  }
  values.clubHistory.forEach((club, index) => {
    for (const name of CLUB_HISTORY_FIELDS)
      form.append(`clubHistory[${index}][${name}]`, String(club[name] ?? '').trim());
    if (club.clubPhoto) form.append(`clubHistory[${index}][clubPhoto]`, club.clubPhoto);
  });
  return form;
}
