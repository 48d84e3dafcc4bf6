import type { TAgentDetails } from '@scouting/contract/schemas/profiles';
import type { TClubDetails, TScoutDetails } from '@scouting/contract/schemas/scout-club-profiles';
import { RoleEditForm } from './role-edit-form.tsx';
import { AGENT_EDIT, CLUB_EDIT, SCOUT_EDIT } from './role-edit-specs.ts';

/**
 * Each role's edit form bound to its fields, for a profile page to load when its owner opens edit
 * mode: a visitor, the usual reader of a profile, never needs the form's code (npm run size).
 */
type EditFormProps<Details> = { details: Details; onDone: () => void };

export function AgentEditForm(props: EditFormProps<TAgentDetails>) {
  return <RoleEditForm spec={AGENT_EDIT} {...props} />;
}

export function ScoutEditForm(props: EditFormProps<TScoutDetails>) {
  return <RoleEditForm spec={SCOUT_EDIT} {...props} />;
}

export function ClubEditForm(props: EditFormProps<TClubDetails>) {
  return <RoleEditForm spec={CLUB_EDIT} {...props} />;
}
