import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/page-title.tsx';
import { useT } from '../../../i18n/language-provider.tsx';
import { LoginForm } from './login-form.tsx';

/** The narrow panel the account forms sit in; full width on a 360 px phone. */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} w="100%" maw={460} mx="auto">
      {children}
    </Paper>
  );
}

/** The login form in its panel, under a "Login" heading: on the landing page and where the verification mail lands. */
export function LoginCard() {
  const t = useT();
  return (
    <AuthCard>
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('login.heading')}
        </Title>
        <LoginForm />
      </Stack>
    </AuthCard>
  );
}

/** A narrow account page (e-mail verification, password reset): its title as tab name and heading, then the content. */
export function AuthPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="lg" w="100%" maw={460} mx="auto">
      <PageTitle>{title}</PageTitle>
      <Title order={1}>{title}</Title>
      {children}
    </Stack>
  );
}
