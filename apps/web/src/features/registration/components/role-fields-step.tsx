import { AgentFields } from './agent-fields.tsx';
import { ClubFields } from './club-fields.tsx';
import { PlayerFields } from './player-fields.tsx';
import { ScoutFields } from './scout-fields.tsx';
import { useWizardFormContext } from './wizard-form.ts';
import { chosenRole } from './wizard-steps.ts';

const FIELDS = { Agent: AgentFields, Scout: ScoutFields, Club: ClubFields, Player: PlayerFields } as const;

/** Step 6: the fields of the role chosen in step 5. */
export function RoleFieldsStep() {
  const role = chosenRole(useWizardFormContext().getValues());
  if (!role) return null;
  const Fields = FIELDS[role];
  return <Fields />;
}
