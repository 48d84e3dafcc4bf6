import { Badge, type BadgeProps } from '@mantine/core';
import type { TRepresentationOfferStatus, TRepresentationStatus } from '@scouting/contract';

const OFFER_COLOR: Record<TRepresentationOfferStatus, BadgeProps['color']> = {
  Pending: 'yellow',
  'Awaiting guardian': 'orange',
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

export function OfferStatusBadge({ status }: { status: TRepresentationOfferStatus }) {
  // Yellow and orange carry dark text: white on them fails WCAG contrast.
  const light = status === 'Pending' || status === 'Awaiting guardian';
  return (
    <Badge color={OFFER_COLOR[status]} variant="light" c={light ? 'dark' : undefined}>
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
