import { Anchor, Button, Code, Image, List, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { MESSAGES } from '@scouting/contract/messages';
import {
  type TPasswordConfirmForm,
  type TTwoFactorCodeForm,
  type TTwoFactorSetup,
  ZPasswordConfirmForm,
  ZTwoFactorCodeForm,
} from '@scouting/contract/schemas/account';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../api/client.ts';
import { Outcome, type TOutcome } from '../../../components/form-alert.tsx';
import { CurrentPasswordInput, OneTimeCodeInput } from '../../../components/text-inputs.tsx';
import { useSettingsT } from '../../../i18n/areas/settings.ts';
import { withSentenceError } from '../../../i18n/field-errors.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useConfirmTwoFactor, useDisableTwoFactor, useStartTwoFactor } from '../api/two-factor.ts';
import { SettingsForm, SettingsSection } from './settings-section.tsx';

const LINK_MARK = '\u0000';

/** The key an authenticator app asks for when typed by hand: the URI's base32 secret, in groups of four. */
function manualKey(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

function PasswordStep({ label, danger, onSubmit, pending }: PasswordStepProps) {
  const t = useSettingsT();
  const sentence = useSentence();
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
      <CurrentPasswordInput
        label={t('settings.twoFactor.currentPassword')}
        key={form.key('password')}
        {...withSentenceError(form.getInputProps('password'), sentence)}
      />
    </SettingsForm>
  );
}

/**
 * The setup address as a QR code, for the authenticator app's camera. The encoder (uqr) loads only
 * here, when someone sets two-factor up; until then, and if it fails, the link and the key serve.
 */
function SetupQrCode({ totpURI }: { totpURI: string }) {
  const t = useSettingsT();
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    import('uqr').then(({ renderSVG }) => current && setSvg(renderSVG(totpURI, { pixelSize: 6 }))).catch(() => {});
    return () => {
      current = false;
    };
  }, [totpURI]);
  if (!svg) return null;
  return (
    <Image
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={t('settings.twoFactor.qrCode')}
      w={200}
      h={200}
      fit="contain"
      // Scanners need dark modules on a light ground, in dark mode too.
      bg="white"
      p={4}
      radius="sm"
    />
  );
}

type PasswordStepProps = { label: string; danger?: boolean; pending: boolean; onSubmit: (password: string) => void };

function ConfirmStep({ setup, onConfirmed }: { setup: TTwoFactorSetup; onConfirmed: () => void }) {
  const confirm = useConfirmTwoFactor();
  const t = useSettingsT();
  const sentence = useSentence();
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
      onError: (error) => setOutcome({ tone: 'error', message: sentence(errorMessage(error)) }),
    });
  });
  // The link inside the sentence, wherever the language puts it.
  const [beforeLink, afterLink] = t('settings.twoFactor.addAccount', { link: LINK_MARK }).split(LINK_MARK);
  return (
    <Stack gap="sm">
      <SetupQrCode totpURI={setup.totpURI} />
      <Text size="sm">
        {beforeLink}
        <Anchor href={setup.totpURI}>{t('settings.twoFactor.openInApp')}</Anchor>
        {afterLink}
      </Text>
      <Code
        block
        aria-label={t('settings.twoFactor.manualKey')}
        fz="md"
        style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
      >
        {manualKey(setup.totpURI)}
      </Code>
      <Text size="sm">{t('settings.twoFactor.fullAddress')}</Text>
      <Code
        block
        aria-label={t('settings.twoFactor.setupAddress')}
        style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
      >
        {setup.totpURI}
      </Code>
      <SettingsForm
        onSubmit={submit}
        outcome={outcome}
        submitLabel={t('settings.twoFactor.confirm')}
        loading={confirm.isPending}
      >
        <OneTimeCodeInput
          label={t('settings.twoFactor.enterCode')}
          key={form.key('code')}
          {...withSentenceError(form.getInputProps('code'), sentence)}
        />
      </SettingsForm>
    </Stack>
  );
}

function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useSettingsT();
  const sentence = useSentence();
  return (
    <Stack gap="sm">
      <Outcome outcome={{ tone: 'success', message: sentence(MESSAGES.twoFactorEnabled) }} />
      <Text size="sm" fw={600}>
        {sentence(MESSAGES.backupCodesNotice)}
      </Text>
      <List aria-label={t('settings.twoFactor.backupCodes')} listStyleType="none" spacing={4}>
        {codes.map((code) => (
          <List.Item key={code}>
            <Code fz="md">{code}</Code>
          </List.Item>
        ))}
      </List>
      <Button variant="default" onClick={onDone} style={{ alignSelf: 'flex-start' }}>
        {t('settings.twoFactor.savedCodes')}
      </Button>
    </Stack>
  );
}

/** Settings → Two-factor sign-in (decision 012): turn on with an app and a code, turn off with the password. */
export function TwoFactorSettings({ enabled, isAdmin }: { enabled: boolean; isAdmin: boolean }) {
  const start = useStartTwoFactor();
  const t = useSettingsT();
  const sentence = useSentence();
  const disable = useDisableTwoFactor();
  const [setup, setSetup] = useState<TTwoFactorSetup | null>(null);
  const [shownCodes, setShownCodes] = useState<string[] | null>(null);
  const [outcome, setOutcome] = useState<TOutcome>(null);

  const turnOn = (password: string) => {
    setOutcome(null);
    start.mutate(password, {
      onSuccess: setSetup,
      onError: (error) => setOutcome({ tone: 'error', message: sentence(errorMessage(error)) }),
    });
  };
  const turnOff = (password: string) => {
    setOutcome(null);
    disable.mutate(password, {
      onSuccess: () => setOutcome({ tone: 'success', message: sentence(MESSAGES.twoFactorDisabled) }),
      onError: (error) => setOutcome({ tone: 'error', message: sentence(errorMessage(error)) }),
    });
  };

  // An admin came here only because their pages wait for two-factor (decision 012): once it is on, back to them.
  const navigate = useNavigate();
  const codesSaved = () => {
    setShownCodes(null);
    if (isAdmin) navigate('/admin-dashboard');
  };

  let body: React.ReactNode;
  if (shownCodes) {
    body = <BackupCodes codes={shownCodes} onDone={codesSaved} />;
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
        <Text size="sm">
          {sentence(MESSAGES.twoFactorEnabled)} {t('settings.twoFactor.eachSignIn')}
        </Text>
        {isAdmin ? (
          <Text size="sm">{sentence(MESSAGES.twoFactorAdminCannotDisable)}</Text>
        ) : (
          <PasswordStep label={t('settings.twoFactor.turnOff')} danger pending={disable.isPending} onSubmit={turnOff} />
        )}
      </>
    );
  } else {
    body = (
      <>
        <Text size="sm">{t('settings.twoFactor.protect')}</Text>
        <PasswordStep label={t('settings.twoFactor.turnOn')} pending={start.isPending} onSubmit={turnOn} />
      </>
    );
  }

  return (
    <SettingsSection title={t('settings.twoFactor.title')}>
      {body}
      <Outcome outcome={outcome} />
    </SettingsSection>
  );
}
