import { Button, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { MESSAGES, type TRegisterForm, ZRegisterForm } from '@scouting/contract';
import { useState } from 'react';
import { errorMessage } from '../../../api/client.ts';
import { Outcome, type TOutcome } from '../../../components/form-alert.tsx';
import { EmailInput, NewPasswordFields } from '../../../components/text-inputs.tsx';
import { useSignUp } from '../api/sign-up.ts';

/** SPEC §4 "Registration (account)": mismatch, then strength, then the provider's own answer. */
export function RegisterForm() {
  const signUp = useSignUp();
  const [outcome, setOutcome] = useState<TOutcome>(null);
  const form = useForm<TRegisterForm>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '', confirmPassword: '' },
    validate: schemaResolver(ZRegisterForm, { sync: true }),
  });

  const register = form.onSubmit(({ email, password }) => {
    setOutcome(null);
    signUp.mutate(
      { email: email.trim(), password },
      {
        onSuccess: () => {
          form.reset();
          setOutcome({ tone: 'success', message: MESSAGES.verificationEmailSent });
        },
        onError: (error) => setOutcome({ tone: 'error', message: errorMessage(error) }),
      },
    );
  });

  return (
    <form onSubmit={register} noValidate>
      <Stack gap="md">
        <EmailInput label="Email" key={form.key('email')} {...form.getInputProps('email')} />
        <NewPasswordFields form={form} label="Password" confirmLabel="Confirm Password" />
        <Outcome outcome={outcome} />
        <Button type="submit" fullWidth loading={signUp.isPending}>
          Register
        </Button>
      </Stack>
    </form>
  );
}
