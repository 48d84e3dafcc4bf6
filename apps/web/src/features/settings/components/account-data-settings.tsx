import { Button, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { ACCOUNT_DATA_MESSAGES } from '@scouting/contract/account-data';
import { type TDeleteAccountForm, ZDeleteAccountForm } from '@scouting/contract/schemas/account-data';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../api/client.ts';
import { openConfirmModal } from '../../../components/confirm-modals.tsx';
import { Outcome, type TOutcome } from '../../../components/form-alert.tsx';
import { forgetMember } from '../../../components/member-storage.ts';
import { CurrentPasswordInput, OneTimeCodeInput } from '../../../components/text-inputs.tsx';
import { useSettingsT } from '../../../i18n/areas/settings.ts';
import { withSentenceError } from '../../../i18n/field-errors.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useDeleteAccount, useDownloadAccountData } from '../api/account-data.ts';
import { SettingsForm, SettingsSection } from './settings-section.tsx';

/** Settings → Your data (docs/product.md#deleting-an-account, GDPR Art. 15 and 20): one file with everything held about the member. */
export function DownloadAccountData() {
  const download = useDownloadAccountData();
  const t = useSettingsT();
  const sentence = useSentence();
  const [outcome, setOutcome] = useState<TOutcome>(null);
  const start = () => {
    setOutcome(null);
    download.mutate(undefined, {
      onSuccess: () => setOutcome({ tone: 'success', message: sentence(ACCOUNT_DATA_MESSAGES.exportReady) }),
      onError: (error) => setOutcome({ tone: 'error', message: sentence(errorMessage(error)) }),
    });
  };
  return (
    <SettingsSection title={t('settings.data.title')}>
      <Text size="sm">{sentence(ACCOUNT_DATA_MESSAGES.exportIntro)}</Text>
      <Outcome outcome={outcome} />
      <Button variant="default" onClick={start} loading={download.isPending} style={{ alignSelf: 'flex-start' }}>
        {t('settings.data.download')}
      </Button>
    </SettingsSection>
  );
}

/**
 * Settings → Delete account (docs/product.md#deleting-an-account, GDPR Art. 17): the password (and the authenticator's code
 * when two-factor sign-in is on), a confirmation, then the member is signed out on the login page.
 */
export function DeleteAccount({ twoFactorEnabled }: { twoFactorEnabled: boolean }) {
  const remove = useDeleteAccount();
  const t = useSettingsT();
  const sentence = useSentence();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<TOutcome>(null);
  const form = useForm<TDeleteAccountForm>({
    mode: 'uncontrolled',
    initialValues: { password: '', code: '' },
    validate: schemaResolver(ZDeleteAccountForm, { sync: true }),
  });

  const erase = ({ password, code }: TDeleteAccountForm) =>
    remove.mutate(
      { password, ...(twoFactorEnabled && code.trim() ? { code: code.trim() } : {}) },
      {
        onSuccess: ({ message }) => {
          forgetMember();
          notifications.show({ color: 'green', message: sentence(message) });
          navigate('/', { replace: true });
        },
        onError: (error) => setOutcome({ tone: 'error', message: sentence(errorMessage(error)) }),
      },
    );

  const submit = form.onSubmit((values) => {
    setOutcome(null);
    openConfirmModal({
      title: t('settings.delete.submit'),
      children: <Text size="sm">{sentence(ACCOUNT_DATA_MESSAGES.deleteConfirm)}</Text>,
      labels: { confirm: t('settings.delete.submit'), cancel: t('settings.delete.keep') },
      confirmProps: { color: 'red' },
      onConfirm: () => erase(values),
    });
  });

  return (
    <SettingsSection title={t('settings.delete.title')}>
      <Text size="sm">{sentence(ACCOUNT_DATA_MESSAGES.deleteIntro)}</Text>
      <SettingsForm
        onSubmit={submit}
        outcome={outcome}
        submitLabel={t('settings.delete.submit')}
        loading={remove.isPending}
        color="red"
      >
        <CurrentPasswordInput
          label={t('settings.delete.password')}
          key={form.key('password')}
          {...withSentenceError(form.getInputProps('password'), sentence)}
        />
        {twoFactorEnabled ? (
          <OneTimeCodeInput
            label={t('settings.delete.code')}
            key={form.key('code')}
            {...withSentenceError(form.getInputProps('code'), sentence)}
          />
        ) : null}
      </SettingsForm>
    </SettingsSection>
  );
}

/** Both sections, loaded below the Settings page's first screen (components/deferred.tsx). */
export function AccountDataSettings({ twoFactorEnabled }: { twoFactorEnabled: boolean }) {
  return (
    <>
      <DownloadAccountData />
      <DeleteAccount twoFactorEnabled={twoFactorEnabled} />
    </>
  );
}
