import { Paper, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@scouting/contract/messages';
import { BeforeRegistration } from '../../../components/before-registration.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { useAccountT } from '../../../i18n/areas/account.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { RegistrationWizard } from '../components/registration-wizard.tsx';

/** `/complete-registration`: the wizard, for a verified account that has no member yet (docs/product.md#accounts-and-registration). */
export function CompleteRegistrationPage() {
  const t = useAccountT();
  const sentence = useSentence();
  return (
    <BeforeRegistration>
      {(user) => (
        <Stack gap="lg" w="100%" maw={760} mx="auto">
          <PageTitle>{t('account.completeRegistration')}</PageTitle>
          <Title order={1}>{t('account.completeRegistration')}</Title>
          {user.emailVerified ? (
            <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }}>
              <RegistrationWizard accountEmail={user.email} />
            </Paper>
          ) : (
            <Text size="lg">{sentence(MESSAGES.verifyEmailFirst)}</Text>
          )}
        </Stack>
      )}
    </BeforeRegistration>
  );
}
