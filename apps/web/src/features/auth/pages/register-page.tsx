import { Button, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@scouting/contract';
import { useNavigate } from 'react-router';
import { useConfig } from '../../../api/config.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { RegisterForm } from '../components/register-form.tsx';

/** `/register` (SPEC §2 "Register screen"); replaced by one sentence while signup is disabled. */
export function RegisterPage() {
  const navigate = useNavigate();
  const config = useConfig();
  if (config.isPending) return <PageLoader />;
  if (config.data?.signupDisabled) {
    return (
      <Stack align="center" py="xl">
        <PageTitle>Sign Up</PageTitle>
        <Text size="lg" fw={600} ta="center">
          {MESSAGES.signupDisabled}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <PageTitle>Sign Up</PageTitle>
      <Title order={1} ta="center">
        Sign Up
      </Title>
      <AuthCard>
        <RegisterForm />
      </AuthCard>
      <Stack gap={4} align="center">
        <Text>Already have an account?</Text>
        <Button variant="subtle" onClick={() => navigate('/')}>
          Login here
        </Button>
      </Stack>
    </Stack>
  );
}
