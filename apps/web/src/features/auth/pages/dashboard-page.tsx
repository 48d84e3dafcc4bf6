import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@scouting/contract/messages';
import { DASHBOARD_PATH } from '@scouting/contract/roles';
import { Navigate, useNavigate } from 'react-router';
import { errorMessage } from '../../../api/client.ts';
import { useMe } from '../../../api/me.ts';
import { returnPath } from '../../../api/return-path.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { useAccountT } from '../../../i18n/areas/account.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { VerifyEmailNotice } from '../components/verify-email-notice.tsx';

/** `/dashboard`: the step between sign-up and the registration wizard (docs/product.md#open-pages). */
export function DashboardPage() {
  const t = useAccountT();
  const sentence = useSentence();
  const navigate = useNavigate();
  const me = useMe();
  if (me.isPending) return <PageLoader />;
  if (me.isError) return <Alert color="red">{sentence(errorMessage(me.error))}</Alert>;
  if (!me.data) return <Navigate to="/" replace />;
  if (me.data.member) {
    // A parent who signed in from a guardian mail goes back to its page (docs/product.md#parents).
    const back = me.data.member.role === 'Parent' ? returnPath() : null;
    return <Navigate to={back ?? DASHBOARD_PATH[me.data.member.role]} replace />;
  }

  const verified = me.data.user.emailVerified;
  return (
    <Stack gap="lg" align="center" py="xl">
      <PageTitle>{t('account.dashboard.pageTitle')}</PageTitle>
      <Title order={1} ta="center">
        {t('account.dashboard.welcome', { productName: sentence(MESSAGES.productName) })}
      </Title>
      {verified ? (
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
          <VerifyEmailNotice email={me.data.user.email} />
        </>
      )}
    </Stack>
  );
}
