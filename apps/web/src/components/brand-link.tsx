import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../i18n/language-provider.tsx';
import { Logo } from './logo.tsx';

/** Logo and product name, linking home; the name gives way to the icons on the narrowest phones. */
export function BrandLink({ to, compact = false }: { to: string; compact?: boolean }) {
  const t = useT();
  const productName = t('first.productName');
  return (
    <Anchor
      component={Link}
      to={to}
      underline="never"
      c="inherit"
      aria-label={compact ? productName : undefined}
      // The same link in the frame that replaces this one takes focus over (page-shell.tsx).
      data-focus-key="brand"
    >
      <Group gap="xs" wrap="nowrap">
        <Logo />
        <Text component="span" fw={700} size="lg" visibleFrom={compact ? 'xs' : undefined}>
          {productName}
        </Text>
      </Group>
    </Anchor>
  );
}
