import { NumberInput, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { MESSAGES } from '@scouting/contract/messages';
import { EXPERIENCE_YEARS } from '@scouting/contract/registration';
import {
  type TScoutDetails,
  type TScoutDetailsUpdateRequest,
  ZScoutDetailsUpdateRequest,
} from '@scouting/contract/schemas/scout-club-profiles';
import { useProfilesT } from '../../../i18n/areas/profiles.ts';
import { useUpdateScoutDetails } from '../api/update-scout-details.ts';
import {
  ProfileEditForm,
  SavedCountrySelect,
  useProfileSubmit,
  useTranslatedInputProps,
} from './profile-edit-form.tsx';

const validate = schemaResolver(ZScoutDetailsUpdateRequest, { sync: true });

/** Edit mode of the scout profile (decision 020): the scout's registration fields, Save or Cancel. */
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
  const inputProps = useTranslatedInputProps(form);
  const t = useProfilesT();

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
      label={t('profiles.editLabel.scout')}
      onSubmit={submit}
      onCancel={onDone}
      saving={save.isPending}
      failure={failure}
      cols={{ base: 1, sm: 2, md: 3 }}
    >
      <TextInput
        label={t('profiles.field.contactEmail')}
        type="email"
        required
        autoComplete="email"
        {...inputProps('contactEmail')}
      />
      <SavedCountrySelect
        label={t('profiles.field.countryOfOperation')}
        saved={scout.countryOfOperation}
        inputProps={inputProps('countryOfOperation')}
        onChange={(country) => form.setFieldValue('countryOfOperation', country)}
      />
      <TextInput
        label={t('profiles.field.currentEmployer')}
        required
        autoComplete="organization"
        {...inputProps('currentEmployer')}
      />
      <NumberInput
        label={t('profiles.field.scoutingExperience')}
        required
        min={EXPERIENCE_YEARS.min}
        max={EXPERIENCE_YEARS.max}
        allowDecimal={false}
        {...inputProps('scoutingExperience')}
      />
      <TextInput
        label={t('profiles.field.website')}
        type="url"
        required
        autoComplete="url"
        {...inputProps('website')}
      />
    </ProfileEditForm>
  );
}
