import { Text } from '@mantine/core';
import { MESSAGES } from '@scouting/contract/first-screen';
import { configQuery, useSharedQuery } from '../api/first-screen-data.ts';

/** SPEC §1: every page carries the banner while the deployment is in private testing. */
export function PrivateTestingBanner() {
  const config = useSharedQuery(configQuery);
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
      {MESSAGES.privateTestingBanner}
    </Text>
  );
}
