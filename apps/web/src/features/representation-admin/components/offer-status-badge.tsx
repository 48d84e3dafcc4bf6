import { Badge, type BadgeProps } from '@mantine/core';
import type { TRepresentationOfferStatus } from '@scouting/contract';

/** One colour per status, so the list reads at a glance; the badge always says the status too. */
const STATUS_COLOR: Record<TRepresentationOfferStatus, BadgeProps['color']> = {
  Pending: 'blue',
  'Awaiting guardian': 'grape',
  Accepted: 'pitch',
  Declined: 'red',
  'Refused by guardian': 'red',
  Withdrawn: 'dark',
};

export function OfferStatusBadge({ status }: { status: TRepresentationOfferStatus }) {
  return (
    <Badge variant="light" size="lg" color={STATUS_COLOR[status]}>
      {status}
    </Badge>
  );
}
