import { Button, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type TTwoFactorCodeForm, ZTwoFactorCodeForm } from '@scouting/contract/schemas/account';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../../api/client.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { OneTimeCodeInput } from '../../../components/text-inputs.tsx';
import { WithQueryClient } from '../../../components/with-query-client.tsx';
import { withSentenceError } from '../../../i18n/field-errors.ts';
import { useT } from '../../../i18n/language-provider.tsx';
import { useSentence } from '../../../i18n/sentences.ts';
import { type TwoFactorMethod, useVerifyTwoFactor } from '../api/verify-two-factor.ts';

type TwoFactorStepProps = { onSignedIn: () => void; onRestart: (message: string) => void };

/**
 * After a correct password, when two-factor sign-in is on: the code, or a backup code instead. Lazy on
 * the login page, which does without TanStack Query: the step brings it along.
 */
export function TwoFactorStep(props: TwoFactorStepProps) {
  return (
    <WithQueryClient>
      <CodeStep {...props} />
    </WithQueryClient>
  );
}

function CodeStep({ onSignedIn, onRestart }: TwoFactorStepProps) {
  const t = useT();
  const sentence = useSentence();
  const verify = useVerifyTwoFactor();
  const [method, setMethod] = useState<TwoFactorMethod>('totp');
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TTwoFactorCodeForm>({
    mode: 'uncontrolled',
    initialValues: { code: '' },
    validate: schemaResolver(ZTwoFactorCodeForm, { sync: true }),
  });

  const submit = form.onSubmit(({ code }) => {
    setFormError(null);
    verify.mutate(
      { method, code: method === 'totp' ? code.replace(/\s/g, '') : code.trim() },
      {
        onSuccess: onSignedIn,
        onError: (error) => {
          // The password step's cookie lasts ten minutes: after that, start again from the password.
          if (isApiError(error) && error.code === 'INVALID_TWO_FACTOR_COOKIE') onRestart(error.message);
          else setFormError(errorMessage(error));
        },
      },
    );
  });

  const switchMethod = () => {
    setMethod(method === 'totp' ? 'backup' : 'totp');
    setFormError(null);
    form.reset();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('login.twoFactorTitle')}
        </Title>
        <Text size="sm">{method === 'totp' ? t('login.twoFactorTotpHint') : t('login.twoFactorBackupHint')}</Text>
        <OneTimeCodeInput
          key={`${method}-${form.key('code')}`}
          label={method === 'totp' ? t('login.authenticationCode') : t('login.backupCode')}
          inputMode={method === 'totp' ? 'numeric' : 'text'}
          autoFocus
          {...withSentenceError(form.getInputProps('code'), sentence)}
        />
        <FormAlert message={formError} />
        <Button type="submit" fullWidth loading={verify.isPending}>
          {t('login.verify')}
        </Button>
        <Stack gap={4} align="center">
          <Button type="button" variant="subtle" size="compact-sm" onClick={switchMethod}>
            {method === 'totp' ? t('login.useBackupCode') : t('login.useAuthenticator')}
          </Button>
          <Button type="button" variant="subtle" size="compact-sm" onClick={() => onRestart('')}>
            {t('login.backToLogin')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
