import { Badge, type BadgeProps } from '@mantine/core';
import type { TRepresentationOfferStatus } from '@scouting/contract/representation';
import { OFFER_STATUS_LABEL, useRepresentationT } from '../i18n/areas/representation.ts';

/**
 * One colour per status, so the list reads at a glance (the light variant keeps WCAG contrast); the
 * badge always says the status too. The player's and agent's offers and the admins' signing requests.
 */
const STATUS_COLOR: Record<TRepresentationOfferStatus, BadgeProps['color']> = {
  Pending: 'blue',
  'Awaiting guardian': 'grape',
  Accepted: 'pitch',
  Declined: 'red',
  'Refused by guardian': 'red',
  Withdrawn: 'dark',
};

export function OfferStatusBadge({ status, size }: { status: TRepresentationOfferStatus; size?: BadgeProps['size'] }) {
  const t = useRepresentationT();
  return (
    <Badge variant="light" size={size} color={STATUS_COLOR[status]}>
      {t(OFFER_STATUS_LABEL[status])}
    </Badge>
  );
}
