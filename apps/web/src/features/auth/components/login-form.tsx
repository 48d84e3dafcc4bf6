import { Anchor, Button, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { TLoginForm } from '@scouting/contract';
import { MESSAGES, ZLoginForm } from '@scouting/contract/first-screen';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage, isApiError } from '../../../api/client.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { CurrentPasswordInput, EmailInput } from '../../../components/text-inputs.tsx';
import { useSignIn } from '../api/sign-in.ts';
import { ForgotPasswordError, useForgotPassword } from '../hooks/use-forgot-password.ts';

// Only members with two-factor sign-in on see the code step: it loads after a correct password.
const TwoFactorStep = lazy(async () => ({ default: (await import('./two-factor-step.tsx')).TwoFactorStep }));

/** The login form of SPEC §2, shared by / and /login, with the password-reset request. */
export function LoginForm() {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const forgot = useForgotPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const [askCode, setAskCode] = useState(false);
  const form = useForm<TLoginForm>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(ZLoginForm, { sync: true }),
  });

  const login = form.onSubmit(({ email, password }) => {
    setFormError(null);
    signIn.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (answer) => (answer.twoFactorRedirect ? setAskCode(true) : navigate('/dashboard')),
        onError: (error) =>
          setFormError(
            isApiError(error, 401)
              ? MESSAGES.invalidLogin
              : // A suspended member is told so plainly (issue 12 §6), whatever the server's wording.
                isApiError(error, 403) && error.code === 'ACCOUNT_SUSPENDED'
                ? MESSAGES.accountSuspended
                : errorMessage(error),
          ),
      },
    );
  });

  const resetPassword = () => {
    setFormError(null);
    form.clearErrors();
    const email = form.getValues().email.trim();
    if (!email) {
      form.setFieldError('email', MESSAGES.enterEmailBeforeReset);
      return;
    }
    forgot.mutate(email, {
      onSuccess: () => {
        notifications.show({ color: 'pitch', message: MESSAGES.resetEmailSent });
        navigate('/');
      },
      onError: (error) => {
        const message = error instanceof ForgotPasswordError ? error.message : MESSAGES.resetEmailError;
        if (error instanceof ForgotPasswordError && error.field === 'email') form.setFieldError('email', message);
        else setFormError(message);
      },
    });
  };

  if (askCode) {
    return (
      <Suspense fallback={<PageLoader />}>
        <TwoFactorStep
          onSignedIn={() => navigate('/dashboard')}
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
        <EmailInput label="E-mail" key={form.key('email')} {...form.getInputProps('email')} />
        <CurrentPasswordInput label="Password" key={form.key('password')} {...form.getInputProps('password')} />
        <FormAlert message={formError} />
        <Button type="submit" fullWidth loading={signIn.isPending}>
          Login
        </Button>
        <Stack gap={4} align="center">
          <Button type="button" variant="subtle" size="compact-sm" loading={forgot.isPending} onClick={resetPassword}>
            Forgot Password? Reset Here
          </Button>
          <Text size="sm">
            New here?{' '}
            <Anchor component={Link} to="/register" fw={600}>
              Sign Up
            </Anchor>
          </Text>
        </Stack>
      </Stack>
    </form>
  );
}
