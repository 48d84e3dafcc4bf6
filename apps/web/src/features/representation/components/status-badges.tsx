import { Badge, type BadgeProps } from '@mantine/core';
import type { TRepresentationStatus } from '@scouting/contract/representation';
import { type RepresentationMessageId, useRepresentationT } from '../../../i18n/areas/representation.ts';

const AGREEMENT: Record<TRepresentationStatus, { label: RepresentationMessageId; color: BadgeProps['color'] }> = {
  active: { label: 'representation.agreementStatus.active', color: 'pitch' },
  ended: { label: 'representation.agreementStatus.ended', color: 'dark' },
  expired: { label: 'representation.agreementStatus.expired', color: 'gray' },
};

/** One colour per status, as the applications' badges (the light variant keeps WCAG contrast). */
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
