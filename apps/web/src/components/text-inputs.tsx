import { PasswordInput, type PasswordInputProps, TextInput, type TextInputProps } from '@mantine/core';
import { useT } from '../i18n/language-provider.tsx';

/** The start of an address, the same in every language. */
const WEBSITE_HINT = 'https://';

/** A required e-mail field with the browser's e-mail keyboard and autofill; props override either. */
export function EmailInput(props: TextInputProps) {
  return <TextInput type="email" autoComplete="email" required {...props} />;
}

/** A required website field that hints at the https:// a link needs. */
export function WebsiteInput(props: TextInputProps) {
  return <TextInput type="url" placeholder={WEBSITE_HINT} autoComplete="url" required {...props} />;
}

/** A required field for a password being chosen, so password managers offer to generate one. */
export function NewPasswordInput(props: PasswordInputProps) {
  const toggle = usePasswordToggle();
  return <PasswordInput autoComplete="new-password" required visibilityToggleButtonProps={toggle} {...props} />;
}

/** The show/hide button's name in the language shown (Mantine's own is English). */
function usePasswordToggle() {
  const t = useT();
  return { 'aria-label': t('common.togglePassword') };
}

/** A required field for a two-factor code, so phones offer the code from the authenticator or SMS. */
export function OneTimeCodeInput(props: TextInputProps) {
  return <TextInput inputMode="numeric" autoComplete="one-time-code" required {...props} />;
}

/** A required field for the password a member already has, so password managers fill it in. */
export function CurrentPasswordInput(props: PasswordInputProps) {
  const toggle = usePasswordToggle();
  return <PasswordInput autoComplete="current-password" required visibilityToggleButtonProps={toggle} {...props} />;
}

type NewPasswordForm = {
  key: (field: 'password' | 'confirmPassword') => string;
  getInputProps: (field: 'password' | 'confirmPassword') => object;
};

/**
 * A new password and its confirmation (docs/product.md#accounts-and-registration), as sign-up, reset and settings ask them; `form`
 * is the owning Mantine form, whose schema checks that both match. The default labels come from the
 * first screen's catalog: the login page imports this module, and a page group's catalog would
 * come into its script.
 */
export function NewPasswordFields({
  form,
  label,
  confirmLabel,
}: {
  form: NewPasswordForm;
  label?: string;
  confirmLabel?: string;
}) {
  const t = useT();
  return (
    <>
      <NewPasswordInput
        label={label ?? t('password.new')}
        key={form.key('password')}
        {...form.getInputProps('password')}
      />
      <NewPasswordInput
        label={confirmLabel ?? t('password.confirmNew')}
        key={form.key('confirmPassword')}
        {...form.getInputProps('confirmPassword')}
      />
    </>
  );
}
