import { Select, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { CLUB_TYPES } from '@scouting/contract/constants';
import { MESSAGES } from '@scouting/contract/messages';
import {
  type TClubDetails,
  type TClubDetailsUpdateRequest,
  ZClubDetailsUpdateRequest,
} from '@scouting/contract/schemas/scout-club-profiles';
import { useProfilesT } from '../../../i18n/areas/profiles.ts';
import { useUpdateClubDetails } from '../api/update-club-details.ts';
import {
  ProfileEditForm,
  SavedCountrySelect,
  useProfileSubmit,
  useTranslatedInputProps,
} from './profile-edit-form.tsx';

const validate = schemaResolver(ZClubDetailsUpdateRequest, { sync: true });

/** Edit mode of the club profile (decision 020): the club's registration fields, Save or Cancel. */
export function ClubEditForm({ club, onDone }: { club: TClubDetails; onDone: () => void }) {
  const save = useUpdateClubDetails(club.id);
  const form = useForm<TClubDetailsUpdateRequest>({
    initialValues: {
      clubName: club.clubName,
      clubCountry: club.clubCountry,
      currentLeague: club.currentLeague,
      typeOfClub: club.typeOfClub,
      clubEmail: club.clubEmail ?? '',
      clubWebsite: club.clubWebsite,
    },
    validate,
  });
  const inputProps = useTranslatedInputProps(form);
  const t = useProfilesT();

  const { failure, submit } = useProfileSubmit({
    form,
    parse: ZClubDetailsUpdateRequest.parse,
    save,
    saved: MESSAGES.clubDetailsSaved,
    failedPrefix: MESSAGES.errorSavingClubData,
    onDone,
  });

  return (
    <ProfileEditForm
      label={t('profiles.editLabel.club')}
      onSubmit={submit}
      onCancel={onDone}
      saving={save.isPending}
      failure={failure}
      cols={{ base: 1, sm: 2, md: 3 }}
    >
      <TextInput
        label={t('profiles.field.clubName')}
        required
        autoComplete="organization"
        {...inputProps('clubName')}
      />
      <SavedCountrySelect
        label={t('profiles.field.clubCountry')}
        saved={club.clubCountry}
        inputProps={inputProps('clubCountry')}
        onChange={(country) => form.setFieldValue('clubCountry', country)}
      />
      <TextInput label={t('profiles.field.currentLeague')} required {...inputProps('currentLeague')} />
      <Select
        label={t('profiles.field.typeOfClub')}
        required
        data={CLUB_TYPES.map((value) => ({ value, label: t(`profiles.clubType.${value}`) }))}
        {...inputProps('typeOfClub')}
      />
      <TextInput
        label={t('profiles.field.clubEmail')}
        type="email"
        required
        autoComplete="email"
        {...inputProps('clubEmail')}
      />
      <TextInput
        label={t('profiles.field.clubWebsite')}
        type="url"
        required
        autoComplete="url"
        {...inputProps('clubWebsite')}
      />
    </ProfileEditForm>
  );
}
