import { Badge, type BadgeProps } from '@mantine/core';
import type { TRepresentationOfferStatus, TRepresentationStatus } from '@scouting/contract';

const OFFER_COLOR: Record<TRepresentationOfferStatus, BadgeProps['color']> = {
  Pending: 'blue',
  'Awaiting guardian': 'grape',
  Accepted: 'pitch',
  Declined: 'red',
  'Refused by guardian': 'red',
  Withdrawn: 'dark',
};

const AGREEMENT: Record<TRepresentationStatus, { label: string; color: BadgeProps['color'] }> = {
  active: { label: 'Active', color: 'pitch' },
  ended: { label: 'Ended', color: 'dark' },
  expired: { label: 'Expired', color: 'gray' },
};

/** One colour per status, as the applications' badges (the light variant keeps WCAG contrast). */
export function OfferStatusBadge({ status }: { status: TRepresentationOfferStatus }) {
  return (
    <Badge color={OFFER_COLOR[status]} variant="light">
      {status}
    </Badge>
  );
}

export function AgreementStatusBadge({ status }: { status: TRepresentationStatus }) {
  const { label, color } = AGREEMENT[status];
  return (
    <Badge color={color} variant="light">
      {label}
    </Badge>
  );
}

export function agreementStatusLabel(status: TRepresentationStatus): string {
  return AGREEMENT[status].label;
}
