import { Badge, type BadgeProps } from '@mantine/core';
import type { TRepresentationOfferStatus } from '@scouting/contract';
import { OFFER_STATUS_LABEL, useRepresentationT } from '../../../i18n/areas/representation.ts';

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
  const t = useRepresentationT();
  return (
    <Badge variant="light" size="lg" color={STATUS_COLOR[status]}>
      {t(OFFER_STATUS_LABEL[status])}
    </Badge>
  );
}
