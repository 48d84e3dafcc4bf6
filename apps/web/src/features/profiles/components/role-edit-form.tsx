import { type ComboboxData, NumberInput, Select, type SimpleGridProps, TextInput } from '@mantine/core';
import { type FormErrors, schemaResolver, useForm } from '@mantine/form';
import { useMemo } from 'react';
import { type ProfilesMessageId, useProfilesT } from '../../../i18n/areas/profiles.ts';
import {
  ProfileEditForm,
  SavedCountrySelect,
  useProfileSubmit,
  useTranslatedInputProps,
} from './profile-edit-form.tsx';

type ProfilesT = ReturnType<typeof useProfilesT>;

/** One input of a role's edit form, all of them required. */
export type RoleField<Values> = { name: keyof Values & string; label: ProfilesMessageId } & (
  | { kind: 'text'; type?: 'email' | 'url'; autoComplete?: string }
  /** A pick from the countries' list, the saved one shown until the list has loaded. */
  | { kind: 'country' }
  | { kind: 'select'; options: (t: ProfilesT) => ComboboxData }
  | { kind: 'years'; min: number; max: number }
);

/** What sets one role's edit form apart from the others': its fields, schema, save and sentences. */
export type RoleEditSpec<Details extends { id: number }, Values extends Record<string, unknown>> = {
  /** The form's accessible name. */
  label: ProfilesMessageId;
  /** The contract's update request: checks the fields, then gives the body the save sends. */
  schema: Parameters<typeof schemaResolver>[0] & { parse: (values: Values) => Values };
  initialValues: (details: Details) => Values;
  /** The save's mutation hook for the profile `id`. */
  useSave: (id: number) => {
    mutate: (input: Values, callbacks: { onSuccess: () => void; onError: (error: Error) => void }) => void;
    isPending: boolean;
  };
  /** The notification after a successful save. */
  saved: string;
  /** The failure message's id; its `{reason}` is the server's message. */
  failedMessage: string;
  invalidFailure?: (errors: FormErrors) => string | null;
  cols: SimpleGridProps['cols'];
  fields: readonly RoleField<Values>[];
};

type RoleEditFormProps<Details extends { id: number }, Values extends Record<string, unknown>> = {
  spec: RoleEditSpec<Details, Values>;
  details: Details;
  onDone: () => void;
};

/**
 * Edit mode of the agent, scout and club profiles (docs/product.md#every-members-pages, decision
 * 020): the role's registration fields, Save or Cancel.
 */
export function RoleEditForm<Details extends { id: number }, Values extends Record<string, unknown>>({
  spec,
  details,
  onDone,
}: RoleEditFormProps<Details, Values>) {
  const save = spec.useSave(details.id);
  const initialValues = spec.initialValues(details);
  const validate = useMemo(() => schemaResolver(spec.schema, { sync: true }), [spec.schema]);
  const form = useForm<Values>({ initialValues, validate });
  const inputProps = useTranslatedInputProps(form);
  const t = useProfilesT();

  const { failure, submit } = useProfileSubmit({
    form,
    parse: (values) => spec.schema.parse(values),
    save,
    saved: spec.saved,
    failedMessage: spec.failedMessage,
    onDone,
    invalidFailure: spec.invalidFailure,
  });

  const input = (field: RoleField<Values>) => {
    const label = t(field.label);
    switch (field.kind) {
      case 'text':
        return (
          <TextInput
            key={field.name}
            label={label}
            type={field.type}
            required
            autoComplete={field.autoComplete}
            {...inputProps(field.name)}
          />
        );
      case 'country':
        return (
          <SavedCountrySelect
            key={field.name}
            label={label}
            saved={String(initialValues[field.name])}
            inputProps={inputProps(field.name)}
            onChange={(country) => form.setFieldValue(field.name, country as never)}
          />
        );
      case 'select':
        return <Select key={field.name} label={label} required data={field.options(t)} {...inputProps(field.name)} />;
      case 'years':
        return (
          <NumberInput
            key={field.name}
            label={label}
            required
            min={field.min}
            max={field.max}
            allowDecimal={false}
            {...inputProps(field.name)}
          />
        );
    }
  };

  return (
    <ProfileEditForm
      label={t(spec.label)}
      onSubmit={submit}
      onCancel={onDone}
      saving={save.isPending}
      failure={failure}
      cols={spec.cols}
    >
      {spec.fields.map(input)}
    </ProfileEditForm>
  );
}
