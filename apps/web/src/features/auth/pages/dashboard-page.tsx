import { Button, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@scouting/contract/messages';
import { useNavigate } from 'react-router';
import { BeforeRegistration } from '../../../components/before-registration.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { useAccountT } from '../../../i18n/areas/account.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { VerifyEmailNotice } from '../components/verify-email-notice.tsx';

/** `/dashboard`: the step between sign-up and the registration wizard (docs/product.md#open-pages). */
export function DashboardPage() {
  const t = useAccountT();
  const sentence = useSentence();
  const navigate = useNavigate();
  return (
    <BeforeRegistration>
      {(user) => (
        <Stack gap="lg" align="center" py="xl">
          <PageTitle>{t('account.dashboard.pageTitle')}</PageTitle>
          <Title order={1} ta="center">
            {t('account.dashboard.welcome', { productName: sentence(MESSAGES.productName) })}
          </Title>
          {user.emailVerified ? (
            <>
              <Text size="lg" ta="center">
                {sentence(MESSAGES.emailVerifiedThanks)}
              </Text>
              <Button size="md" onClick={() => navigate('/complete-registration')}>
                {t('account.completeRegistration')}
              </Button>
            </>
          ) : (
            <>
              <Text size="lg" ta="center">
                {sentence(MESSAGES.verifyEmailFirst)}
              </Text>
              <VerifyEmailNotice email={user.email} />
            </>
          )}
        </Stack>
      )}
    </BeforeRegistration>
  );
}
