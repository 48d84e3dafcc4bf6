import { Text } from '@mantine/core';
import { configQuery, useSharedQuery } from '../api/first-screen-data.ts';
import { useT } from '../i18n/language-provider.tsx';

/** docs/product.md#accounts-and-registration: every page carries the banner while the deployment is in private testing. */
export function PrivateTestingBanner() {
  const config = useSharedQuery(configQuery);
  const t = useT();
  if (!config?.privateTestingMode) return null;
  return (
    <Text
      role="note"
      ta="center"
      fw={600}
      size="sm"
      px="md"
      py={6}
      bg="yellow.2"
      c="dark.9"
      data-testid="private-testing-banner"
    >
      {t('first.privateTestingBanner')}
    </Text>
  );
}
