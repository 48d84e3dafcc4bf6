import { Anchor, Group, Text } from '@mantine/core';
import { MESSAGES } from '@scouting/contract/first-screen';
import { Link } from 'react-router';
import { Logo } from './logo.tsx';

/** Logo and product name, linking home; the name gives way to the icons on the narrowest phones. */
export function BrandLink({ to, compact = false }: { to: string; compact?: boolean }) {
  return (
    <Anchor
      component={Link}
      to={to}
      underline="never"
      c="inherit"
      aria-label={compact ? MESSAGES.productName : undefined}
    >
      <Group gap="xs" wrap="nowrap">
        <Logo />
        <Text component="span" fw={700} size="lg" visibleFrom={compact ? 'xs' : undefined}>
          {MESSAGES.productName}
        </Text>
      </Group>
    </Anchor>
  );
}
