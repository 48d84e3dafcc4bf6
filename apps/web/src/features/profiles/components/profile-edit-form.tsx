import { Alert, Select, SimpleGrid, type SimpleGridProps, Stack } from '@mantine/core';
import type { FormErrors, UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type FormEvent, type ReactNode, useState } from 'react';
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

type ProfileSubmitOptions<Values extends Record<string, unknown>, Input> = {
  form: UseFormReturnType<Values>;
  /** The contract schema's parse: the request the save sends. */
  parse: (values: Values) => Input;
  save: { mutate: (input: Input, callbacks: { onSuccess: () => void; onError: (error: Error) => void }) => void };
  /** The notification after a successful save. */
  saved: string;
  /** Prefix of the failure message; the server's message follows it (SPEC §4). */
  failedPrefix: string;
  onDone: () => void;
  /** The form-level message while fields are invalid; by default none, the fields say what is wrong. */
  invalidFailure?: (errors: FormErrors) => string | null;
};

/**
 * The save of a profile's edit mode: send the parsed values, then notify and leave edit mode, or show
 * the server's field errors and its message after `failedPrefix`. A new attempt clears the old failure.
 */
export function useProfileSubmit<Values extends Record<string, unknown>, Input>({
  form,
  parse,
  save,
  saved,
  failedPrefix,
  onDone,
  invalidFailure = () => null,
}: ProfileSubmitOptions<Values, Input>) {
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.onSubmit(
    (values) => {
      setFailure(null);
      save.mutate(parse(values), {
        onSuccess: () => {
          notifications.show({ color: 'pitch', message: saved });
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && error.fields) form.setErrors(error.fields);
          setFailure(`${failedPrefix}${error.message}`);
        },
      });
    },
    (errors) => setFailure(invalidFailure(errors)),
  );
  return { failure, submit };
}
