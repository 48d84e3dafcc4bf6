import { schemaResolver, useForm } from '@mantine/form';
import { MESSAGES } from '@scouting/contract/messages';
import { type TChangePasswordForm, ZChangePasswordForm } from '@scouting/contract/schemas/account';
import { useState } from 'react';
import { errorMessage } from '../../../api/client.ts';
import type { TOutcome } from '../../../components/form-alert.tsx';
import { CurrentPasswordInput, NewPasswordFields } from '../../../components/text-inputs.tsx';
import { useSettingsT } from '../../../i18n/areas/settings.ts';
import { withSentenceError } from '../../../i18n/field-errors.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useChangePassword } from '../api/change-password.ts';
import { SettingsForm, SettingsSection } from './settings-section.tsx';

/** Settings → Password: the current password, then a new one under the password rule (docs/product.md#accounts-and-registration). */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const t = useSettingsT();
  const sentence = useSentence();
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
          setOutcome({ tone: 'success', message: sentence(MESSAGES.passwordChanged) });
        },
        onError: (error) => setOutcome({ tone: 'error', message: sentence(errorMessage(error)) }),
      },
    );
  });

  return (
    <SettingsSection title={t('settings.password.title')}>
      <SettingsForm
        onSubmit={submit}
        outcome={outcome}
        submitLabel={t('settings.password.submit')}
        loading={change.isPending}
      >
        <CurrentPasswordInput
          label={t('settings.password.current')}
          key={form.key('currentPassword')}
          {...withSentenceError(form.getInputProps('currentPassword'), sentence)}
        />
        <NewPasswordFields
          form={{
            key: form.key,
            getInputProps: (field) => withSentenceError(form.getInputProps(field), sentence),
          }}
          label={t('settings.password.new')}
          confirmLabel={t('settings.password.confirm')}
        />
      </SettingsForm>
    </SettingsSection>
  );
}
