import { Alert, Anchor, Text } from '@mantine/core';
import { MESSAGES } from '@scouting/contract/messages';
import { Link, useSearchParams } from 'react-router';
import { useAccountT } from '../../../i18n/areas/account.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { AuthCard, AuthPage } from '../components/auth-card.tsx';
import { ResetPasswordForm } from '../components/reset-password-form.tsx';

/** `/reset-password?token=…`: the target of the reset mail (docs/architecture.md#identity-and-members). */
export function ResetPasswordPage() {
  const t = useAccountT();
  const sentence = useSentence();
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthPage title={t('account.reset.title')}>
      {token ? (
        <AuthCard>
          <ResetPasswordForm token={token} />
        </AuthCard>
      ) : (
        <>
          <Alert color="red">{sentence(MESSAGES.resetLinkMissing)}</Alert>
          <Text>
            <Anchor component={Link} to="/">
              {t('account.reset.backToLogin')}
            </Anchor>
          </Text>
        </>
      )}
    </AuthPage>
  );
}
