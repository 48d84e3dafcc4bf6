import { Stack, Text, Title } from '@mantine/core';
import { PageTitle } from '../../../components/page-title.tsx';
import { useT } from '../../../i18n/language-provider.tsx';
import { LoginCard } from '../components/auth-card.tsx';

/** `/`: the landing page with the login form (docs/product.md#open-pages). */
export function LandingPage() {
  const t = useT();
  return (
    <Stack gap="xl" align="stretch">
      <PageTitle>{t('login.pageTitle')}</PageTitle>
      <Stack gap="xs" align="center">
        <Title order={1} ta="center">
          {t('first.productName')}
        </Title>
        <Text size="lg" ta="center" maw={560}>
          {t('first.tagline')}
        </Text>
      </Stack>
      <LoginCard />
    </Stack>
  );
}
