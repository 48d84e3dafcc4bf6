import { Alert, Select, SimpleGrid, type SimpleGridProps, Stack } from '@mantine/core';
import type { FormErrors, UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { messageText } from '@scouting/contract/message-ids';
import { type FormEvent, type ReactNode, useState } from 'react';
import { isApiError } from '../../../api/client.ts';
import { useCountries } from '../../../api/countries.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { useProfilesT } from '../../../i18n/areas/profiles.ts';
import { useCountryOptions } from '../../../i18n/countries.ts';
import { useSentence } from '../../../i18n/sentences.ts';

type ProfileEditFormProps = {
  /** The form's accessible name ("Edit player details"). */
  label: string;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  saving: boolean;
  /** A message for the whole form ("Error saving …"), above the fields. */
  failure: string | null;
  cols: SimpleGridProps['cols'];
  children: ReactNode;
};

/** Edit mode of a profile's details card: the failure, the fields in a grid, Cancel and Save. */
export function ProfileEditForm({ label, onSubmit, onCancel, saving, failure, cols, children }: ProfileEditFormProps) {
  const t = useProfilesT();
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
          {t('profiles.save')}
        </FormActions>
      </Stack>
    </form>
  );
}

type SavedCountrySelectProps = {
  label: string;
  /** The country on the profile: the only choice until the list has loaded. */
  saved: string;
  /** The owning form's `getInputProps` for the field (`useTranslatedInputProps`: its error translated). */
  inputProps: object;
  onChange: (country: string) => void;
};

/** A required, searchable country pick for a profile's edit mode. */
export function SavedCountrySelect({ label, saved, inputProps, onChange }: SavedCountrySelectProps) {
  const countries = useCountries();
  const countryOptions = useCountryOptions(countries.data ?? [saved]);
  const t = useProfilesT();
  return (
    <Select
      label={label}
      required
      searchable
      data={countryOptions}
      nothingFoundMessage={t('profiles.noCountryMatches')}
      {...inputProps}
      onChange={(value) => onChange(value ?? '')}
    />
  );
}

/**
 * `form.getInputProps` with the error in the language shown: the contract's zod messages are
 * English, `useSentence` gives them in the language of the page.
 */
export function useTranslatedInputProps<Values extends Record<string, unknown>>(
  form: UseFormReturnType<Values>,
): UseFormReturnType<Values>['getInputProps'] {
  const sentence = useSentence();
  return (path, options) => {
    const props = form.getInputProps(path, options);
    return typeof props.error === 'string' ? { ...props, error: sentence(props.error) } : props;
  };
}

type ProfileSubmitOptions<Values extends Record<string, unknown>, Input> = {
  form: UseFormReturnType<Values>;
  /** The contract schema's parse: the request the save sends. */
  parse: (values: Values) => Input;
  save: { mutate: (input: Input, callbacks: { onSuccess: () => void; onError: (error: Error) => void }) => void };
  /** The notification after a successful save. */
  saved: string;
  /** The failure message's id; its `{reason}` is the server's message (docs/product.md#every-members-pages). */
  failedMessage: string;
  onDone: () => void;
  /** The form-level message while fields are invalid; by default none, the fields say what is wrong. */
  invalidFailure?: (errors: FormErrors) => string | null;
};

/**
 * The save of a profile's edit mode: send the parsed values, then notify and leave edit mode, or show
 * the server's field errors and `failedMessage` with the server's message. A new attempt clears the old failure.
 */
export function useProfileSubmit<Values extends Record<string, unknown>, Input>({
  form,
  parse,
  save,
  saved,
  failedMessage,
  onDone,
  invalidFailure = () => null,
}: ProfileSubmitOptions<Values, Input>) {
  const sentence = useSentence();
  // Kept as a message id with the server's words, said in the language of the page (a switch of
  // language while it shows changes it too).
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.onSubmit(
    (values) => {
      setFailure(null);
      save.mutate(parse(values), {
        onSuccess: () => {
          notifications.show({ color: 'pitch', message: sentence(saved) });
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && error.fields) form.setErrors(error.fields);
          setFailure(messageText(failedMessage, { reason: error.message }));
        },
      });
    },
    (errors) => {
      setFailure(invalidFailure(errors));
    },
  );
  return { failure: failure && sentence(failure), submit };
}
