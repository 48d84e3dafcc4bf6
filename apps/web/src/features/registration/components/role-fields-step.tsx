import { Text } from '@mantine/core';
import { useAccountT } from '../../../i18n/areas/account.ts';
import { AgentFields } from './agent-fields.tsx';
import { ClubFields } from './club-fields.tsx';
import { PlayerFields } from './player-fields.tsx';
import { ScoutFields } from './scout-fields.tsx';
import { useWizardFormContext } from './wizard-form.ts';
import { chosenRole } from './wizard-steps.ts';

/** A parent has no fields of their own (docs/product.md#parents): the step says what comes next instead. */
function ParentFields() {
  const t = useAccountT();
  return <Text>{t('account.parentNoFields')}</Text>;
}

const FIELDS = {
  Agent: AgentFields,
  Scout: ScoutFields,
  Club: ClubFields,
  Player: PlayerFields,
  Parent: ParentFields,
} as const;

/** Step 6: the fields of the role chosen in step 5. */
export function RoleFieldsStep() {
  const role = chosenRole(useWizardFormContext().getValues());
  if (!role) return null;
  const Fields = FIELDS[role];
  return <Fields />;
}
