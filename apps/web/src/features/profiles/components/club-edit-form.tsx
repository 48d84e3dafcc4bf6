import { Select, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  CLUB_TYPES,
  MESSAGES,
  type TClubDetails,
  type TClubDetailsUpdateRequest,
  ZClubDetailsUpdateRequest,
} from '@scouting/contract';
import { useUpdateClubDetails } from '../api/update-club-details.ts';
import { ProfileEditForm, SavedCountrySelect, useProfileSubmit } from './profile-edit-form.tsx';

const validate = schemaResolver(ZClubDetailsUpdateRequest, { sync: true });

/** Edit mode of the club profile (issue 18 §4): the club's registration fields, Save or Cancel. */
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
      label="Edit club details"
      onSubmit={submit}
      onCancel={onDone}
      saving={save.isPending}
      failure={failure}
      cols={{ base: 1, sm: 2, md: 3 }}
    >
      <TextInput label="Club name" required autoComplete="organization" {...form.getInputProps('clubName')} />
      <SavedCountrySelect
        label="Club country"
        saved={club.clubCountry}
        inputProps={form.getInputProps('clubCountry')}
        onChange={(country) => form.setFieldValue('clubCountry', country)}
      />
      <TextInput label="Current league" required {...form.getInputProps('currentLeague')} />
      <Select label="Type of club" required data={[...CLUB_TYPES]} {...form.getInputProps('typeOfClub')} />
      <TextInput label="Club e-mail" type="email" required autoComplete="email" {...form.getInputProps('clubEmail')} />
      <TextInput label="Club website" type="url" required autoComplete="url" {...form.getInputProps('clubWebsite')} />
    </ProfileEditForm>
  );
}
