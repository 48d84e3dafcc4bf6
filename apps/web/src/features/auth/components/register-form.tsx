import { Button, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { MESSAGES } from '@scouting/contract/messages';
import { type TRegisterForm, ZRegisterForm } from '@scouting/contract/schemas/account';
import { useState } from 'react';
import { errorMessage } from '../../../api/client.ts';
import { Outcome, type TOutcome } from '../../../components/form-alert.tsx';
import { EmailInput, NewPasswordFields } from '../../../components/text-inputs.tsx';
import { useSignupT } from '../../../i18n/areas/signup.ts';
import { withSentenceError } from '../../../i18n/field-errors.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useSignUp } from '../api/sign-up.ts';
import { VerifyEmailNotice } from './verify-email-notice.tsx';

/**
 * Sign-up (docs/product.md#accounts-and-registration): mismatch, then strength, then the provider's own answer.
 * Once the account exists the form gives way to what comes next: the sentence that a link was sent,
 * and a button for a new one if it does not arrive, not an emptied form inviting a second sign-up.
 */
export function RegisterForm() {
  const t = useSignupT();
  const sentence = useSentence();
  const signUp = useSignUp();
  const [outcome, setOutcome] = useState<TOutcome>(null);
  const [signedUp, setSignedUp] = useState<string | null>(null);
  const form = useForm<TRegisterForm>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '', confirmPassword: '' },
    validate: schemaResolver(ZRegisterForm, { sync: true }),
  });
  // The schema's refusals are the contract's message ids: said in the language of the page.
  const inputProps = (field: keyof TRegisterForm) => withSentenceError(form.getInputProps(field), sentence);

  const register = form.onSubmit(({ email, password }) => {
    setOutcome(null);
    signUp.mutate(
      { email: email.trim(), password },
      {
        onSuccess: () => setSignedUp(email.trim()),
        onError: (error) => setOutcome({ tone: 'error', message: errorMessage(error) }),
      },
    );
  });

  if (signedUp) return <VerifyEmailNotice email={signedUp} message={sentence(MESSAGES.verificationEmailSent)} />;

  return (
    <form onSubmit={register} noValidate>
      <Stack gap="md">
        <EmailInput label={t('signup.email')} key={form.key('email')} {...inputProps('email')} />
        <NewPasswordFields
          form={{ key: form.key, getInputProps: inputProps }}
          label={t('signup.password')}
          confirmLabel={t('signup.confirmPassword')}
        />
        <Outcome outcome={outcome && { ...outcome, message: sentence(outcome.message) }} />
        <Button type="submit" fullWidth loading={signUp.isPending}>
          {t('signup.submit')}
        </Button>
      </Stack>
    </form>
  );
}
