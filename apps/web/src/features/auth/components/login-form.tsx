import { Anchor, Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FIRST_SCREEN_MESSAGES as MESSAGES } from '@scouting/contract/first-screen-messages';
import { loginFormErrors, type TLoginForm, type TLoginFormErrors } from '@scouting/contract/login-form';
import { type FormEvent, lazy, Suspense, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { errorMessage, isApiError } from '../../../api/client.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { returnPathFrom } from '../../../components/return-path.ts';
import { CurrentPasswordInput, EmailInput } from '../../../components/text-inputs.tsx';
import { translateSentence } from '../../../i18n/i18n.ts';
import { useT } from '../../../i18n/language-provider.tsx';
import { useSignIn } from '../api/sign-in.ts';
import { ForgotPasswordError, useForgotPassword } from '../hooks/use-forgot-password.ts';
import { VerifyEmailNotice } from './verify-email-notice.tsx';

// Only members with two-factor sign-in on see the code step: it loads after a correct password.
const TwoFactorStep = lazy(async () => ({ default: (await import('./two-factor-step.tsx')).TwoFactorStep }));

type LoginField = keyof TLoginForm;

/**
 * The login form (docs/product.md#open-pages), shared by / and /login, with the password-reset request. Two
 * uncontrolled fields and the contract's rule, without `@mantine/form` (5.7 kB the login page
 * does without, decision 021): errors show under their field and clear when it changes, as there.
 */
export function LoginForm() {
  const t = useT();
  const navigate = useNavigate();
  const { search } = useLocation();
  // The page opened signed out, else the dashboard, which leads to the member's own.
  const afterSignIn = returnPathFrom(search) ?? '/dashboard';
  const signIn = useSignIn();
  const forgot = useForgotPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const [askCode, setAskCode] = useState(false);
  // Signed in, but the e-mail is not verified yet: the form offers a new link instead of moving on.
  const [unverified, setUnverified] = useState<string | null>(null);
  const [errors, setErrors] = useState<TLoginFormErrors>({});
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  // What was typed, so the fields come back filled when the code step sends the member back here.
  const typed = useRef<TLoginForm>({ email: '', password: '' });
  const setFieldError = (field: LoginField, message: string) => setErrors((shown) => ({ ...shown, [field]: message }));
  const clearFieldError = (field: LoginField) =>
    setErrors((shown) => (shown[field] ? { ...shown, [field]: undefined } : shown));

  const login = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Read from the fields themselves: a password manager may have filled them without typing.
    const values = { email: emailInput.current?.value ?? '', password: passwordInput.current?.value ?? '' };
    typed.current = values;
    const invalid = loginFormErrors(values);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    const { email, password } = values;
    setFormError(null);
    setUnverified(null);
    signIn.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (answer) => {
          if (answer.twoFactorRedirect) setAskCode(true);
          else if (answer.user?.emailVerified === false) setUnverified(email.trim());
          else navigate(afterSignIn);
        },
        onError: (error) =>
          setFormError(
            isApiError(error, 401)
              ? MESSAGES.invalidLogin
              : // A suspended member is told so plainly (docs/product.md#reports-and-suspension), whatever the server's wording.
                isApiError(error, 403) && error.code === 'ACCOUNT_SUSPENDED'
                ? MESSAGES.accountSuspended
                : errorMessage(error),
          ),
      },
    );
  };

  const resetPassword = () => {
    setFormError(null);
    setErrors({});
    const email = (emailInput.current?.value ?? '').trim();
    if (!email) {
      setFieldError('email', MESSAGES.enterEmailBeforeReset);
      return;
    }
    forgot.mutate(email, {
      onSuccess: () => {
        notifications.show({ color: 'pitch', message: t('first.resetEmailSent') });
        navigate('/');
      },
      onError: (error) => {
        const message = error instanceof ForgotPasswordError ? error.message : MESSAGES.resetEmailError;
        if (error instanceof ForgotPasswordError && error.field === 'email') setFieldError('email', message);
        else setFormError(message);
      },
    });
  };

  if (askCode) {
    return (
      <Suspense fallback={<PageLoader />}>
        <TwoFactorStep
          onSignedIn={() => navigate(afterSignIn)}
          onRestart={(message) => {
            setAskCode(false);
            setFormError(message || null);
          }}
        />
      </Suspense>
    );
  }

  return (
    <form onSubmit={login} noValidate>
      <Stack gap="md">
        <EmailInput
          label={t('login.email')}
          name="email"
          ref={emailInput}
          defaultValue={typed.current.email}
          error={errors.email && translateSentence(errors.email)}
          onChange={(event) => {
            typed.current.email = event.currentTarget.value;
            clearFieldError('email');
          }}
        />
        <CurrentPasswordInput
          label={t('login.password')}
          name="password"
          ref={passwordInput}
          defaultValue={typed.current.password}
          error={errors.password && translateSentence(errors.password)}
          onChange={(event) => {
            typed.current.password = event.currentTarget.value;
            clearFieldError('password');
          }}
        />
        <FormAlert message={formError && translateSentence(formError)} />
        {unverified && <VerifyEmailNotice email={unverified} />}
        <Button type="submit" fullWidth loading={signIn.isPending}>
          {t('login.submit')}
        </Button>
        <Stack gap={4} align="center">
          <Button type="button" variant="subtle" size="compact-sm" loading={forgot.isPending} onClick={resetPassword}>
            {t('login.forgotPassword')}
          </Button>
          <Text size="sm">
            {t('login.newHere')}{' '}
            <Anchor component={Link} to="/register" fw={600}>
              {t('login.signUp')}
            </Anchor>
          </Text>
        </Stack>
      </Stack>
    </form>
  );
}
