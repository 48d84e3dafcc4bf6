import { NumberInput, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  EXPERIENCE_YEARS,
  MESSAGES,
  type TScoutDetails,
  type TScoutDetailsUpdateRequest,
  ZScoutDetailsUpdateRequest,
} from '@scouting/contract';
import { useUpdateScoutDetails } from '../api/update-scout-details.ts';
import { ProfileEditForm, SavedCountrySelect, useProfileSubmit } from './profile-edit-form.tsx';

const validate = schemaResolver(ZScoutDetailsUpdateRequest, { sync: true });

/** Edit mode of the scout profile (issue 18 §4): the scout's registration fields, Save or Cancel. */
export function ScoutEditForm({ scout, onDone }: { scout: TScoutDetails; onDone: () => void }) {
  const save = useUpdateScoutDetails(scout.id);
  const form = useForm<TScoutDetailsUpdateRequest>({
    initialValues: {
      contactEmail: scout.contactEmail ?? '',
      countryOfOperation: scout.countryOfOperation,
      currentEmployer: scout.currentEmployer,
      scoutingExperience: scout.scoutingExperience,
      website: scout.website,
    },
    validate,
  });

  const { failure, submit } = useProfileSubmit({
    form,
    parse: ZScoutDetailsUpdateRequest.parse,
    save,
    saved: MESSAGES.scoutDetailsSaved,
    failedPrefix: MESSAGES.errorSavingScoutData,
    onDone,
  });

  return (
    <ProfileEditForm
      label="Edit scout details"
      onSubmit={submit}
      onCancel={onDone}
      saving={save.isPending}
      failure={failure}
      cols={{ base: 1, sm: 2, md: 3 }}
    >
      <TextInput
        label="Contact e-mail"
        type="email"
        required
        autoComplete="email"
        {...form.getInputProps('contactEmail')}
      />
      <SavedCountrySelect
        label="Country of operation"
        saved={scout.countryOfOperation}
        inputProps={form.getInputProps('countryOfOperation')}
        onChange={(country) => form.setFieldValue('countryOfOperation', country)}
      />
      <TextInput
        label="Current employer"
        required
        autoComplete="organization"
        {...form.getInputProps('currentEmployer')}
      />
      <NumberInput
        label="Scouting experience (years)"
        required
        min={EXPERIENCE_YEARS.min}
        max={EXPERIENCE_YEARS.max}
        allowDecimal={false}
        {...form.getInputProps('scoutingExperience')}
      />
      <TextInput label="Website" type="url" required autoComplete="url" {...form.getInputProps('website')} />
    </ProfileEditForm>
  );
}
