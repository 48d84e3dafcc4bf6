import { Text } from '@mantine/core';
import { MESSAGES } from '@scouting/contract/first-screen';
import { useConfig } from '../api/config.ts';

/** SPEC §1: every page carries the banner while the deployment is in private testing. */
export function PrivateTestingBanner() {
  const config = useConfig();
  if (!config.data?.privateTestingMode) return null;
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
