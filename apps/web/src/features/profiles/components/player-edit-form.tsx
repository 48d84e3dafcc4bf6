import { schemaResolver, useForm } from '@mantine/form';
import { MESSAGES } from '@scouting/contract/messages';
import { type TPlayerProfileUpdate, ZPlayerProfileUpdate } from '@scouting/contract/schemas/player-profile';
import type { TPlayerDetails } from '@scouting/contract/schemas/profiles';
import { useProfilesT } from '../../../i18n/areas/profiles.ts';
import { PlayerDetailsInputs } from '../../../shared/player-football-inputs.tsx';
import { useUpdatePlayerProfile } from '../api/update-player-profile.ts';
import { AvailabilityInputs } from './availability-inputs.tsx';
import {
  ProfileEditForm,
  SavedCountrySelect,
  useProfileSubmit,
  useTranslatedInputProps,
} from './profile-edit-form.tsx';

const validate = schemaResolver(ZPlayerProfileUpdate, { sync: true });

/** Edit mode of the player profile (docs/product.md#every-members-pages): the football details from registration, Save or Cancel. */
export function PlayerEditForm({ player, onDone }: { player: TPlayerDetails; onDone: () => void }) {
  const save = useUpdatePlayerProfile(player.id);
  const form = useForm<TPlayerProfileUpdate>({
    initialValues: {
      emailAddress: player.emailAddress ?? '',
      currentClub: player.currentClub,
      clubCountry: player.clubCountry,
      status: player.status,
      primaryPosition: player.primaryPosition,
      secondaryPosition: player.secondaryPosition,
      preferredFoot: player.preferredFoot,
      height: player.height,
      weight: player.weight,
      playerStrength: player.playerStrength,
      contractUntil: player.contractUntil,
      availability: player.availability,
      relocation: player.relocation,
    },
    validate,
  });
  const inputProps = useTranslatedInputProps(form);
  const t = useProfilesT();

  // Invalid fields say what is wrong themselves, so no form-level message then.
  const { failure, submit } = useProfileSubmit({
    form,
    parse: ZPlayerProfileUpdate.parse,
    save,
    saved: MESSAGES.playerProfileSaved,
    failedMessage: MESSAGES.errorSavingPlayerData,
    onDone,
  });

  return (
    <ProfileEditForm
      label={t('profiles.editLabel.player')}
      onSubmit={submit}
      onCancel={onDone}
      saving={save.isPending}
      failure={failure}
      cols={{ base: 1, sm: 2, md: 3 }}
    >
      <PlayerDetailsInputs
        inputProps={inputProps}
        clubCountry={
          <SavedCountrySelect
            label={t('profiles.field.clubCountry')}
            saved={player.clubCountry}
            inputProps={inputProps('clubCountry')}
            onChange={(country) => form.setFieldValue('clubCountry', country)}
          />
        }
      />
      <AvailabilityInputs
        values={form.values}
        inputProps={inputProps}
        onChange={(field, value) => form.setFieldValue(field, value as never)}
      />
    </ProfileEditForm>
  );
}
