import { Button, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { ACCOUNT_DATA_MESSAGES, type TDeleteAccountForm, ZDeleteAccountForm } from '@scouting/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../api/client.ts';
import { Outcome, type TOutcome } from '../../../components/form-alert.tsx';
import { forgetMember } from '../../../components/member-storage.ts';
import { CurrentPasswordInput, OneTimeCodeInput } from '../../../components/text-inputs.tsx';
import { useDeleteAccount, useDownloadAccountData } from '../api/account-data.ts';
import { SettingsForm, SettingsSection } from './settings-section.tsx';

/** Settings → Your data (issue 27, GDPR Art. 15 and 20): one file with everything held about the member. */
export function DownloadAccountData() {
  const download = useDownloadAccountData();
  const [outcome, setOutcome] = useState<TOutcome>(null);
  const start = () => {
    setOutcome(null);
    download.mutate(undefined, {
      onSuccess: () => setOutcome({ tone: 'success', message: ACCOUNT_DATA_MESSAGES.exportReady }),
      onError: (error) => setOutcome({ tone: 'error', message: errorMessage(error) }),
    });
  };
  return (
    <SettingsSection title="Your data">
      <Text size="sm">{ACCOUNT_DATA_MESSAGES.exportIntro}</Text>
      <Outcome outcome={outcome} />
      <Button variant="default" onClick={start} loading={download.isPending} style={{ alignSelf: 'flex-start' }}>
        Download my data
      </Button>
    </SettingsSection>
  );
}

/**
 * Settings → Delete account (issue 27, GDPR Art. 17): the password (and the authenticator's code
 * when two-factor sign-in is on), a confirmation, then the member is signed out on the login page.
 */
export function DeleteAccount({ twoFactorEnabled }: { twoFactorEnabled: boolean }) {
  const remove = useDeleteAccount();
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
          notifications.show({ color: 'green', message });
          navigate('/', { replace: true });
        },
        onError: (error) => setOutcome({ tone: 'error', message: errorMessage(error) }),
      },
    );

  const submit = form.onSubmit((values) => {
    setOutcome(null);
    modals.openConfirmModal({
      title: 'Delete my account',
      children: <Text size="sm">{ACCOUNT_DATA_MESSAGES.deleteConfirm}</Text>,
      labels: { confirm: 'Delete my account', cancel: 'Keep my account' },
      confirmProps: { color: 'red' },
      onConfirm: () => erase(values),
    });
  });

  return (
    <SettingsSection title="Delete account">
      <Text size="sm">{ACCOUNT_DATA_MESSAGES.deleteIntro}</Text>
      <SettingsForm
        onSubmit={submit}
        outcome={outcome}
        submitLabel="Delete my account"
        loading={remove.isPending}
        color="red"
      >
        <CurrentPasswordInput label="Your password" key={form.key('password')} {...form.getInputProps('password')} />
        {twoFactorEnabled ? (
          <OneTimeCodeInput
            label="The 6-digit code from your authenticator app"
            key={form.key('code')}
            {...form.getInputProps('code')}
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
