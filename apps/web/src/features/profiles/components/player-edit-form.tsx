import { Alert, Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { MESSAGES, type TPlayerDetails, type TPlayerProfileUpdate, ZPlayerProfileUpdate } from '@scouting/contract';
import { useState } from 'react';
import { isApiError } from '../../../api/client.ts';
import { useCountries } from '../../../api/countries.ts';
import { PlayerFootballInputs } from '../../../components/player-football-inputs.tsx';
import { useUpdatePlayerProfile } from '../api/update-player-profile.ts';

const validate = schemaResolver(ZPlayerProfileUpdate, { sync: true });

/** Edit mode of the player profile (SPEC §4): the football details from registration, Save or Cancel. */
export function PlayerEditForm({ player, onDone }: { player: TPlayerDetails; onDone: () => void }) {
  const save = useUpdatePlayerProfile(player.id);
  const countries = useCountries();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TPlayerProfileUpdate>({
    initialValues: {
      emailAddress: player.emailAddress ?? '',
      currentClub: player.currentClub,
      clubCountry: player.clubCountry,
      previousClub: player.previousClub,
      status: player.status,
      primaryPosition: player.primaryPosition,
      secondaryPosition: player.secondaryPosition,
      preferredFoot: player.preferredFoot,
      height: player.height,
      weight: player.weight,
      playerStrength: player.playerStrength,
    },
    validate,
  });

  const submit = form.onSubmit(
    (values) => {
      setFailure(null);
      save.mutate(ZPlayerProfileUpdate.parse(values), {
        onSuccess: () => {
          notifications.show({ color: 'pitch', message: MESSAGES.playerProfileSaved });
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && error.fields) form.setErrors(error.fields);
          setFailure(`${MESSAGES.errorSavingPlayerData}${error.message}`);
        },
      });
    },
    // The fields say what is wrong; a message from an earlier save no longer applies.
    () => setFailure(null),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Edit player details">
      <Stack gap="md">
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <TextInput
            label="E-mail address"
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('emailAddress')}
          />
          <TextInput label="Current club" required {...form.getInputProps('currentClub')} />
          <Select
            label="Club country"
            required
            searchable
            data={countries.data ?? [player.clubCountry]}
            nothingFoundMessage="No country matches"
            {...form.getInputProps('clubCountry')}
            onChange={(value) => form.setFieldValue('clubCountry', value ?? '')}
          />
          <TextInput
            label="Previous club"
            description="Club - Year, for example: Getafe - 2019"
            required
            {...form.getInputProps('previousClub')}
          />
          <PlayerFootballInputs inputProps={form.getInputProps} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
