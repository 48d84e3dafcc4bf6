import { Button, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { MESSAGES, ZResetPasswordForm } from '@scouting/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../api/client.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { NewPasswordFields } from '../../../components/text-inputs.tsx';
import { useResetPassword } from '../api/reset-password.ts';

type ResetValues = { password: string; confirmPassword: string };

/** The page our reset mails link to: a new password for the account behind the token. */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ResetValues>({
    mode: 'uncontrolled',
    initialValues: { password: '', confirmPassword: '' },
    validate: schemaResolver(ZResetPasswordForm, { sync: true }),
  });

  const submit = form.onSubmit(({ password }) => {
    setFormError(null);
    reset.mutate(
      { newPassword: password, token },
      {
        onSuccess: () => {
          notifications.show({ color: 'pitch', message: MESSAGES.passwordResetDone });
          navigate('/', { replace: true });
        },
        onError: (error) => setFormError(errorMessage(error)),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <NewPasswordFields form={form} />
        <FormAlert message={formError} />
        <Button type="submit" fullWidth loading={reset.isPending}>
          Reset password
        </Button>
      </Stack>
    </form>
  );
}
