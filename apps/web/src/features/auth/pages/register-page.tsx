import { Button, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@scouting/contract/messages';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useConfig } from '../../../api/config.ts';
import { keepReturnPath } from '../../../api/return-path.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { useSignupT } from '../../../i18n/areas/signup.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { RegisterForm } from '../components/register-form.tsx';

/** `/register` (docs/product.md#open-pages); replaced by one sentence while signup is disabled. */
export function RegisterPage() {
  const t = useSignupT();
  const sentence = useSentence();
  const navigate = useNavigate();
  const config = useConfig();
  // From a guardian mail (docs/product.md#parents): the wizard preselects Parent and comes back to the mail's page.
  useState(() => keepReturnPath(window.location.search));
  if (config.isPending) return <PageLoader />;
  if (config.data?.signupDisabled) {
    return (
      <Stack align="center" py="xl">
        <PageTitle>{t('signup.title')}</PageTitle>
        <Text size="lg" fw={600} ta="center">
          {sentence(MESSAGES.signupDisabled)}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <PageTitle>{t('signup.title')}</PageTitle>
      <Title order={1} ta="center">
        {t('signup.title')}
      </Title>
      <AuthCard>
        <RegisterForm />
      </AuthCard>
      <Stack gap={4} align="center">
        <Text>{t('signup.haveAccount')}</Text>
        <Button variant="subtle" onClick={() => navigate('/')}>
          {t('signup.loginHere')}
        </Button>
      </Stack>
    </Stack>
  );
}
