import { CLUB_TYPES } from '@scouting/contract/constants';
import { MESSAGES } from '@scouting/contract/messages';
import { EXPERIENCE_YEARS } from '@scouting/contract/registration';
import {
  type TAgentDetailsUpdateRequest,
  ZAgentDetailsUpdateRequest,
} from '@scouting/contract/schemas/agent-verification';
import type { TAgentDetails } from '@scouting/contract/schemas/profiles';
import {
  type TClubDetails,
  type TClubDetailsUpdateRequest,
  type TScoutDetails,
  type TScoutDetailsUpdateRequest,
  ZClubDetailsUpdateRequest,
  ZScoutDetailsUpdateRequest,
} from '@scouting/contract/schemas/scout-club-profiles';
import { useUpdateAgentDetails } from '../api/update-agent-details.ts';
import { useUpdateClubDetails } from '../api/update-club-details.ts';
import { useUpdateScoutDetails } from '../api/update-scout-details.ts';
import type { RoleEditSpec } from './role-edit-form.tsx';

/** The agent profile's edit mode (docs/product.md#every-members-pages): the three agency fields. */
export const AGENT_EDIT: RoleEditSpec<TAgentDetails, TAgentDetailsUpdateRequest> = {
  label: 'profiles.editLabel.agent',
  schema: ZAgentDetailsUpdateRequest,
  initialValues: (agent) => ({
    agencyName: agent.agencyName,
    agencyWebsite: agent.agencyWebsite,
    countryOfOperation: agent.countryOfOperation,
  }),
  useSave: useUpdateAgentDetails,
  saved: MESSAGES.agentDetailsSaved,
  failedMessage: MESSAGES.errorSavingAgentData,
  // docs/product.md#every-members-pages: one message when something is missing; the fields say which.
  invalidFailure: (errors) =>
    Object.values(errors).includes(MESSAGES.fillInAllFields) ? MESSAGES.fillInAllFields : null,
  cols: { base: 1, sm: 3 },
  fields: [
    { kind: 'text', name: 'agencyName', label: 'profiles.field.agencyName', autoComplete: 'organization' },
    { kind: 'text', name: 'agencyWebsite', label: 'profiles.field.agencyWebsite', type: 'url', autoComplete: 'url' },
    { kind: 'country', name: 'countryOfOperation', label: 'profiles.field.countryOfOperation' },
  ],
};

/** The scout profile's edit mode (decision 020): the scout's registration fields. */
export const SCOUT_EDIT: RoleEditSpec<TScoutDetails, TScoutDetailsUpdateRequest> = {
  label: 'profiles.editLabel.scout',
  schema: ZScoutDetailsUpdateRequest,
  initialValues: (scout) => ({
    contactEmail: scout.contactEmail ?? '',
    countryOfOperation: scout.countryOfOperation,
    currentEmployer: scout.currentEmployer,
    scoutingExperience: scout.scoutingExperience,
    website: scout.website,
  }),
  useSave: useUpdateScoutDetails,
  saved: MESSAGES.scoutDetailsSaved,
  failedMessage: MESSAGES.errorSavingScoutData,
  cols: { base: 1, sm: 2, md: 3 },
  fields: [
    { kind: 'text', name: 'contactEmail', label: 'profiles.field.contactEmail', type: 'email', autoComplete: 'email' },
    { kind: 'country', name: 'countryOfOperation', label: 'profiles.field.countryOfOperation' },
    { kind: 'text', name: 'currentEmployer', label: 'profiles.field.currentEmployer', autoComplete: 'organization' },
    { kind: 'years', name: 'scoutingExperience', label: 'profiles.field.scoutingExperience', ...EXPERIENCE_YEARS },
    { kind: 'text', name: 'website', label: 'profiles.field.website', type: 'url', autoComplete: 'url' },
  ],
};

/** The club profile's edit mode (decision 020): the club's registration fields. */
export const CLUB_EDIT: RoleEditSpec<TClubDetails, TClubDetailsUpdateRequest> = {
  label: 'profiles.editLabel.club',
  schema: ZClubDetailsUpdateRequest,
  initialValues: (club) => ({
    clubName: club.clubName,
    clubCountry: club.clubCountry,
    currentLeague: club.currentLeague,
    typeOfClub: club.typeOfClub,
    clubEmail: club.clubEmail ?? '',
    clubWebsite: club.clubWebsite,
  }),
  useSave: useUpdateClubDetails,
  saved: MESSAGES.clubDetailsSaved,
  failedMessage: MESSAGES.errorSavingClubData,
  cols: { base: 1, sm: 2, md: 3 },
  fields: [
    { kind: 'text', name: 'clubName', label: 'profiles.field.clubName', autoComplete: 'organization' },
    { kind: 'country', name: 'clubCountry', label: 'profiles.field.clubCountry' },
    { kind: 'text', name: 'currentLeague', label: 'profiles.field.currentLeague' },
    {
      kind: 'select',
      name: 'typeOfClub',
      label: 'profiles.field.typeOfClub',
      options: (t) => CLUB_TYPES.map((value) => ({ value, label: t(`profiles.clubType.${value}`) })),
    },
    { kind: 'text', name: 'clubEmail', label: 'profiles.field.clubEmail', type: 'email', autoComplete: 'email' },
    { kind: 'text', name: 'clubWebsite', label: 'profiles.field.clubWebsite', type: 'url', autoComplete: 'url' },
  ],
};
