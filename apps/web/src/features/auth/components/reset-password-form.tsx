import { Button, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { MESSAGES } from '@scouting/contract/messages';
import { ZResetPasswordForm } from '@scouting/contract/schemas/account';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../api/client.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { NewPasswordFields } from '../../../components/text-inputs.tsx';
import { useAccountT } from '../../../i18n/areas/account.ts';
import { withSentenceError } from '../../../i18n/field-errors.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useResetPassword } from '../api/reset-password.ts';

type ResetValues = { password: string; confirmPassword: string };

/** The page our reset mails link to: a new password for the account behind the token. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useAccountT();
  const sentence = useSentence();
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
          notifications.show({ color: 'pitch', message: sentence(MESSAGES.passwordResetDone) });
          navigate('/', { replace: true });
        },
        onError: (error) => setFormError(errorMessage(error)),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <NewPasswordFields
          form={{ key: form.key, getInputProps: (field) => withSentenceError(form.getInputProps(field), sentence) }}
          label={t('account.reset.newPassword')}
          confirmLabel={t('account.reset.confirmNewPassword')}
        />
        <FormAlert message={formError && sentence(formError)} />
        <Button type="submit" fullWidth loading={reset.isPending}>
          {t('account.reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
