import { Alert, Select, SimpleGrid, type SimpleGridProps, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { FormEvent, ReactNode } from 'react';
import { isApiError } from '../../../api/client.ts';
import { useCountries } from '../../../api/countries.ts';
import { FormActions } from '../../../components/form-actions.tsx';

type ProfileEditFormProps = {
  /** The form's accessible name ("Edit player details"). */
  label: string;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  saving: boolean;
  /** A message for the whole form (SPEC §4 "Error saving …"), above the fields. */
  failure: string | null;
  cols: SimpleGridProps['cols'];
  children: ReactNode;
};

/** Edit mode of a profile's details card: the failure, the fields in a grid, Cancel and Save. */
export function ProfileEditForm({ label, onSubmit, onCancel, saving, failure, cols, children }: ProfileEditFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="md">
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <SimpleGrid cols={cols}>{children}</SimpleGrid>
        <FormActions onCancel={onCancel} cancelDisabled={saving} loading={saving}>
          Save
        </FormActions>
      </Stack>
    </form>
  );
}

type SavedCountrySelectProps = {
  label: string;
  /** The country on the profile: the only choice until the list has loaded. */
  saved: string;
  /** The owning form's `getInputProps` for the field. */
  inputProps: object;
  onChange: (country: string) => void;
};

/** A required, searchable country pick for a profile's edit mode. */
export function SavedCountrySelect({ label, saved, inputProps, onChange }: SavedCountrySelectProps) {
  const countries = useCountries();
  return (
    <Select
      label={label}
      required
      searchable
      data={countries.data ?? [saved]}
      nothingFoundMessage="No country matches"
      {...inputProps}
      onChange={(value) => onChange(value ?? '')}
    />
  );
}

type SaveOutcome = {
  /** The notification after a successful save. */
  saved: string;
  /** Prefix of the failure message; the server's message follows it (SPEC §4). */
  failedPrefix: string;
  setFailure: (message: string | null) => void;
  setFieldErrors: (fields: Record<string, string>) => void;
  onDone: () => void;
};

/** What a profile save does when it answers: notify and leave edit mode, or show the server's field errors. */
export function profileSaveCallbacks({ saved, failedPrefix, setFailure, setFieldErrors, onDone }: SaveOutcome) {
  return {
    onSuccess: () => {
      notifications.show({ color: 'pitch', message: saved });
      onDone();
    },
    onError: (error: Error) => {
      if (isApiError(error) && error.fields) setFieldErrors(error.fields);
      setFailure(`${failedPrefix}${error.message}`);
    },
  };
}
