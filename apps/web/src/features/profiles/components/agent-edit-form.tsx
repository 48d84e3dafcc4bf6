import { TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { MESSAGES } from '@scouting/contract/messages';
import {
  type TAgentDetailsUpdateRequest,
  ZAgentDetailsUpdateRequest,
} from '@scouting/contract/schemas/agent-verification';
import type { TAgentDetails } from '@scouting/contract/schemas/profiles';
import { useProfilesT } from '../../../i18n/areas/profiles.ts';
import { useUpdateAgentDetails } from '../api/update-agent-details.ts';
import {
  ProfileEditForm,
  SavedCountrySelect,
  useProfileSubmit,
  useTranslatedInputProps,
} from './profile-edit-form.tsx';

const validate = schemaResolver(ZAgentDetailsUpdateRequest, { sync: true });

/** Edit mode of the agent profile (docs/product.md#every-members-pages): the three agency fields, Save or Cancel. */
export function AgentEditForm({ agent, onDone }: { agent: TAgentDetails; onDone: () => void }) {
  const save = useUpdateAgentDetails(agent.id);
  const form = useForm<TAgentDetailsUpdateRequest>({
    initialValues: {
      agencyName: agent.agencyName,
      agencyWebsite: agent.agencyWebsite,
      countryOfOperation: agent.countryOfOperation,
    },
    validate,
  });
  const inputProps = useTranslatedInputProps(form);
  const t = useProfilesT();

  const { failure, submit } = useProfileSubmit({
    form,
    parse: ZAgentDetailsUpdateRequest.parse,
    save,
    saved: MESSAGES.agentDetailsSaved,
    failedPrefix: MESSAGES.errorSavingAgentData,
    onDone,
    // docs/product.md#every-members-pages: one message when something is missing; the fields say which.
    invalidFailure: (errors) =>
      Object.values(errors).includes(MESSAGES.fillInAllFields) ? MESSAGES.fillInAllFields : null,
  });

  return (
    <ProfileEditForm
      label={t('profiles.editLabel.agent')}
      onSubmit={submit}
      onCancel={onDone}
      saving={save.isPending}
      failure={failure}
      cols={{ base: 1, sm: 3 }}
    >
      <TextInput
        label={t('profiles.field.agencyName')}
        required
        autoComplete="organization"
        {...inputProps('agencyName')}
      />
      <TextInput
        label={t('profiles.field.agencyWebsite')}
        type="url"
        required
        autoComplete="url"
        {...inputProps('agencyWebsite')}
      />
      <SavedCountrySelect
        label={t('profiles.field.countryOfOperation')}
        saved={agent.countryOfOperation}
        inputProps={inputProps('countryOfOperation')}
        onChange={(country) => form.setFieldValue('countryOfOperation', country)}
      />
    </ProfileEditForm>
  );
}
