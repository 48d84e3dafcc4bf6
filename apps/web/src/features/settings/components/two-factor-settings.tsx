import { Anchor, Button, Code, List, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  MESSAGES,
  type TPasswordConfirmForm,
  type TTwoFactorCodeForm,
  type TTwoFactorSetup,
  ZPasswordConfirmForm,
  ZTwoFactorCodeForm,
} from '@scouting/contract';
import { useState } from 'react';
import { errorMessage } from '../../../api/client.ts';
import { Outcome, type TOutcome } from '../../../components/form-alert.tsx';
import { CurrentPasswordInput, OneTimeCodeInput } from '../../../components/text-inputs.tsx';
import { useConfirmTwoFactor, useDisableTwoFactor, useStartTwoFactor } from '../api/two-factor.ts';
import { SettingsForm, SettingsSection } from './settings-section.tsx';

/** The key an authenticator app asks for when typed by hand: the URI's base32 secret, in groups of four. */
function manualKey(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

function PasswordStep({ label, danger, onSubmit, pending }: PasswordStepProps) {
  const form = useForm<TPasswordConfirmForm>({
    mode: 'uncontrolled',
    initialValues: { password: '' },
    validate: schemaResolver(ZPasswordConfirmForm, { sync: true }),
  });
  return (
    <SettingsForm
      onSubmit={form.onSubmit(({ password }) => onSubmit(password))}
      submitLabel={label}
      loading={pending}
      color={danger ? 'red' : undefined}
    >
      <CurrentPasswordInput label="Current password" key={form.key('password')} {...form.getInputProps('password')} />
    </SettingsForm>
  );
}

type PasswordStepProps = { label: string; danger?: boolean; pending: boolean; onSubmit: (password: string) => void };

function ConfirmStep({ setup, onConfirmed }: { setup: TTwoFactorSetup; onConfirmed: () => void }) {
  const confirm = useConfirmTwoFactor();
  const [outcome, setOutcome] = useState<TOutcome>(null);
  const form = useForm<TTwoFactorCodeForm>({
    mode: 'uncontrolled',
    initialValues: { code: '' },
    validate: schemaResolver(ZTwoFactorCodeForm, { sync: true }),
  });
  const submit = form.onSubmit(({ code }) => {
    setOutcome(null);
    confirm.mutate(code.replace(/\s/g, ''), {
      onSuccess: onConfirmed,
      onError: (error) => setOutcome({ tone: 'error', message: errorMessage(error) }),
    });
  });
  return (
    <Stack gap="sm">
      <Text size="sm">
        1. Add your account to an authenticator app:{' '}
        <Anchor href={setup.totpURI}>open it in your authenticator app</Anchor>, or type this key into the app:
      </Text>
      <Code block aria-label="Key for manual entry" fz="md" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
        {manualKey(setup.totpURI)}
      </Code>
      <Text size="sm">The full setup address, for apps that take one:</Text>
      <Code block aria-label="Setup address" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
        {setup.totpURI}
      </Code>
      <SettingsForm onSubmit={submit} outcome={outcome} submitLabel="Confirm and turn on" loading={confirm.isPending}>
        <OneTimeCodeInput
          label="2. Enter the 6-digit code the app shows"
          key={form.key('code')}
          {...form.getInputProps('code')}
        />
      </SettingsForm>
    </Stack>
  );
}

function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Stack gap="sm">
      <Outcome outcome={{ tone: 'success', message: MESSAGES.twoFactorEnabled }} />
      <Text size="sm" fw={600}>
        {MESSAGES.backupCodesNotice}
      </Text>
      <List aria-label="Backup codes" listStyleType="none" spacing={4}>
        {codes.map((code) => (
          <List.Item key={code}>
            <Code fz="md">{code}</Code>
          </List.Item>
        ))}
      </List>
      <Button variant="default" onClick={onDone} style={{ alignSelf: 'flex-start' }}>
        I have saved my backup codes
      </Button>
    </Stack>
  );
}

/** Settings → Two-factor sign-in (issue 15 §5): turn on with an app and a code, turn off with the password. */
export function TwoFactorSettings({ enabled, isAdmin }: { enabled: boolean; isAdmin: boolean }) {
  const start = useStartTwoFactor();
  const disable = useDisableTwoFactor();
  const [setup, setSetup] = useState<TTwoFactorSetup | null>(null);
  const [shownCodes, setShownCodes] = useState<string[] | null>(null);
  const [outcome, setOutcome] = useState<TOutcome>(null);

  const turnOn = (password: string) => {
    setOutcome(null);
    start.mutate(password, {
      onSuccess: setSetup,
      onError: (error) => setOutcome({ tone: 'error', message: errorMessage(error) }),
    });
  };
  const turnOff = (password: string) => {
    setOutcome(null);
    disable.mutate(password, {
      onSuccess: () => setOutcome({ tone: 'success', message: MESSAGES.twoFactorDisabled }),
      onError: (error) => setOutcome({ tone: 'error', message: errorMessage(error) }),
    });
  };

  let body: React.ReactNode;
  if (shownCodes) {
    body = <BackupCodes codes={shownCodes} onDone={() => setShownCodes(null)} />;
  } else if (setup && !enabled) {
    body = (
      <ConfirmStep
        setup={setup}
        onConfirmed={() => {
          setShownCodes(setup.backupCodes);
          setSetup(null);
        }}
      />
    );
  } else if (enabled) {
    body = (
      <>
        <Text size="sm">{MESSAGES.twoFactorEnabled} Each sign-in asks for a code from your authenticator app.</Text>
        {isAdmin ? (
          <Text size="sm">{MESSAGES.twoFactorAdminCannotDisable}</Text>
        ) : (
          <PasswordStep label="Turn off two-factor sign-in" danger pending={disable.isPending} onSubmit={turnOff} />
        )}
      </>
    );
  } else {
    body = (
      <>
        <Text size="sm">
          Protect your account with a code from an authenticator app (such as Google Authenticator, Microsoft
          Authenticator or 1Password) at each sign-in.
        </Text>
        <PasswordStep label="Turn on two-factor sign-in" pending={start.isPending} onSubmit={turnOn} />
      </>
    );
  }

  return (
    <SettingsSection title="Two-factor sign-in">
      {body}
      <Outcome outcome={outcome} />
    </SettingsSection>
  );
}
