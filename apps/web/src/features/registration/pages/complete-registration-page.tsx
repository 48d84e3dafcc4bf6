import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@scouting/contract/messages';
import { DASHBOARD_PATH } from '@scouting/contract/roles';
import { Navigate } from 'react-router';
import { errorMessage } from '../../../api/client.ts';
import { useMe } from '../../../api/me.ts';
import { returnPath } from '../../../api/return-path.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { useAccountT } from '../../../i18n/areas/account.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { RegistrationWizard } from '../components/registration-wizard.tsx';

/** `/complete-registration`: the wizard, for a verified account that has no member yet (docs/product.md#accounts-and-registration). */
export function CompleteRegistrationPage() {
  const t = useAccountT();
  const sentence = useSentence();
  const me = useMe();
  if (me.isPending) return <PageLoader />;
  if (me.isError) return <Alert color="red">{sentence(errorMessage(me.error))}</Alert>;
  if (!me.data) return <Navigate to="/" replace />;
  if (me.data.member) {
    // Registered: the member's dashboard, or for a parent who came from a guardian mail that mail's
    // page (docs/product.md#parents), as /dashboard does; the wizard's own redirect races this one.
    const back = me.data.member.role === 'Parent' ? returnPath() : null;
    return <Navigate to={back ?? DASHBOARD_PATH[me.data.member.role]} replace />;
  }

  return (
    <Stack gap="lg" w="100%" maw={760} mx="auto">
      <PageTitle>{t('account.completeRegistration')}</PageTitle>
      <Title order={1}>{t('account.completeRegistration')}</Title>
      {me.data.user.emailVerified ? (
        <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }}>
          <RegistrationWizard accountEmail={me.data.user.email} />
        </Paper>
      ) : (
        <Text size="lg">{sentence(MESSAGES.verifyEmailFirst)}</Text>
      )}
    </Stack>
  );
}
