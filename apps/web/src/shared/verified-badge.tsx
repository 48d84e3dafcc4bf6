import { Badge, type BadgeProps } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useMemberT } from '../i18n/areas/member.ts';

/** The Verified badge (docs/product.md#verification), shown to everyone who sees the agent: their profile and the lists naming them. */
export function VerifiedBadge({ size = 'lg' }: { size?: BadgeProps['size'] }) {
  const t = useMemberT();
  return (
    <Badge
      color="pitch"
      variant="filled"
      size={size}
      leftSection={<IconRosetteDiscountCheck size={size === 'lg' ? 16 : 14} aria-hidden />}
    >
      {t('member.verified')}
    </Badge>
  );
}
