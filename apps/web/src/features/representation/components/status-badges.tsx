import { Badge, type BadgeProps } from '@mantine/core';
import type { TRepresentationOfferStatus, TRepresentationStatus } from '@scouting/contract';
import {
  OFFER_STATUS_LABEL,
  type RepresentationMessageId,
  useRepresentationT,
} from '../../../i18n/areas/representation.ts';

const OFFER_COLOR: Record<TRepresentationOfferStatus, BadgeProps['color']> = {
  Pending: 'blue',
  'Awaiting guardian': 'grape',
  Accepted: 'pitch',
  Declined: 'red',
  'Refused by guardian': 'red',
  Withdrawn: 'dark',
};

const AGREEMENT: Record<TRepresentationStatus, { label: RepresentationMessageId; color: BadgeProps['color'] }> = {
  active: { label: 'representation.agreementStatus.active', color: 'pitch' },
  ended: { label: 'representation.agreementStatus.ended', color: 'dark' },
  expired: { label: 'representation.agreementStatus.expired', color: 'gray' },
};

/** One colour per status, as the applications' badges (the light variant keeps WCAG contrast). */
export function OfferStatusBadge({ status }: { status: TRepresentationOfferStatus }) {
  const t = useRepresentationT();
  return (
    <Badge color={OFFER_COLOR[status]} variant="light">
      {t(OFFER_STATUS_LABEL[status])}
    </Badge>
  );
}

export function AgreementStatusBadge({ status }: { status: TRepresentationStatus }) {
  const t = useRepresentationT();
  const { label, color } = AGREEMENT[status];
  return (
    <Badge color={color} variant="light">
      {t(label)}
    </Badge>
  );
}

/** An agreement's status in the language shown. */
export function useAgreementStatusLabel(): (status: TRepresentationStatus) => string {
  const t = useRepresentationT();
  return (status) => t(AGREEMENT[status].label);
}
