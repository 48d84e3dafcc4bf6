import { PasswordInput, type PasswordInputProps, TextInput, type TextInputProps } from '@mantine/core';

/** A required e-mail field with the browser's e-mail keyboard and autofill; props override either. */
export function EmailInput(props: TextInputProps) {
  return <TextInput type="email" autoComplete="email" required {...props} />;
}

/** A required website field that hints at the https:// a link needs. */
export function WebsiteInput(props: TextInputProps) {
  return <TextInput type="url" placeholder="https://" autoComplete="url" required {...props} />;
}

/** A required field for a password being chosen, so password managers offer to generate one. */
export function NewPasswordInput(props: PasswordInputProps) {
  return <PasswordInput autoComplete="new-password" required {...props} />;
}

/** A required field for a two-factor code, so phones offer the code from the authenticator or SMS. */
export function OneTimeCodeInput(props: TextInputProps) {
  return <TextInput inputMode="numeric" autoComplete="one-time-code" required {...props} />;
}

/** A required field for the password a member already has, so password managers fill it in. */
export function CurrentPasswordInput(props: PasswordInputProps) {
  return <PasswordInput autoComplete="current-password" required {...props} />;
}

type NewPasswordForm = {
  key: (field: 'password' | 'confirmPassword') => string;
  getInputProps: (field: 'password' | 'confirmPassword') => object;
};

/**
 * A new password and its confirmation (SPEC §5), as sign-up, reset and settings ask them; `form`
 * is the owning Mantine form, whose schema checks that both match.
 */
export function NewPasswordFields({
  form,
  label = 'New password',
  confirmLabel = 'Confirm new password',
}: {
  form: NewPasswordForm;
  label?: string;
  confirmLabel?: string;
}) {
  return (
    <>
      <NewPasswordInput label={label} key={form.key('password')} {...form.getInputProps('password')} />
      <NewPasswordInput
        label={confirmLabel}
        key={form.key('confirmPassword')}
        {...form.getInputProps('confirmPassword')}
      />
    </>
  );
}
