import { schemaResolver, useForm } from '@mantine/form';
import { MESSAGES, type TChangePasswordForm, ZChangePasswordForm } from '@scouting/contract';
import { useState } from 'react';
import { errorMessage } from '../../../api/client.ts';
import type { TOutcome } from '../../../components/form-alert.tsx';
import { CurrentPasswordInput, NewPasswordFields } from '../../../components/text-inputs.tsx';
import { useChangePassword } from '../api/change-password.ts';
import { SettingsForm, SettingsSection } from './settings-section.tsx';

/** Settings → Password: the current password, then a new one under the SPEC §5 rule. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const [outcome, setOutcome] = useState<TOutcome>(null);
  const form = useForm<TChangePasswordForm>({
    mode: 'uncontrolled',
    initialValues: { currentPassword: '', password: '', confirmPassword: '' },
    validate: schemaResolver(ZChangePasswordForm, { sync: true }),
  });

  const submit = form.onSubmit(({ currentPassword, password }) => {
    setOutcome(null);
    change.mutate(
      { currentPassword, newPassword: password },
      {
        onSuccess: () => {
          form.reset();
          setOutcome({ tone: 'success', message: MESSAGES.passwordChanged });
        },
        onError: (error) => setOutcome({ tone: 'error', message: errorMessage(error) }),
      },
    );
  });

  return (
    <SettingsSection title="Password">
      <SettingsForm onSubmit={submit} outcome={outcome} submitLabel="Change password" loading={change.isPending}>
        <CurrentPasswordInput
          label="Current password"
          key={form.key('currentPassword')}
          {...form.getInputProps('currentPassword')}
        />
        <NewPasswordFields form={form} />
      </SettingsForm>
    </SettingsSection>
  );
}
