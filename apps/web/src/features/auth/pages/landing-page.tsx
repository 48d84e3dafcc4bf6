import { Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@scouting/contract/first-screen';
import { PageTitle } from '../../../components/page-title.tsx';
import { LoginCard } from '../components/auth-card.tsx';

/** `/`: the landing page with the login form (SPEC §2 "Login screen"). */
export function LandingPage() {
  return (
    <Stack gap="xl" align="stretch">
      <PageTitle>Login</PageTitle>
      <Stack gap="xs" align="center">
        <Title order={1} ta="center">
          {MESSAGES.productName}
        </Title>
        <Text size="lg" ta="center" maw={560}>
          {MESSAGES.tagline}
        </Text>
      </Stack>
      <LoginCard />
    </Stack>
  );
}
