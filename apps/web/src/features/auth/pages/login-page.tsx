import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { keepReturnPath } from '../../../api/return-path.ts';
import { useT } from '../../../i18n/language-provider.tsx';
import { AuthPage, LoginCard } from '../components/auth-card.tsx';

/** `/login`: where the verification mail's link lands; `?error=` means the link did not verify. */
export function LoginPage() {
  const t = useT();
  const [params] = useSearchParams();
  const failed = params.has('error');
  // A guardian mail's 'Sign in' link says where to come back to (docs/product.md#parents); /dashboard sends them there.
  useState(() => keepReturnPath(window.location.search));
  const fromGuardianMail = params.has('next');
  return (
    <AuthPage title={t('login.emailVerificationTitle')}>
      {fromGuardianMail ? null : failed ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
          {t('first.verificationLinkInvalid')}
        </Alert>
      ) : (
        <Alert color="pitch" icon={<IconCircleCheck aria-hidden />}>
          {t('first.emailVerified')}
        </Alert>
      )}
      <LoginCard />
    </AuthPage>
  );
}
