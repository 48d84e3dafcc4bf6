import { Select } from '@mantine/core';
import { REPRESENTATION_OFFER_STATUSES, type TRepresentationOfferStatus } from '@scouting/contract/representation';
import { OFFER_STATUS_LABEL, useRepresentationT } from '../../../i18n/areas/representation.ts';

const ALL = 'All';

/** The "Status" filter of the offers: All, or one status. */
export function OfferStatusFilter({
  value,
  onChange,
}: {
  value: TRepresentationOfferStatus | null;
  /** The status picked, or null for All (the address keeps what it is given, and reads back only a status). */
  onChange: (next: string | null) => void;
}) {
  const t = useRepresentationT();
  return (
    <Select
      label={t('representation.admin.status')}
      data={[
        { value: ALL, label: t('representation.admin.all') },
        ...REPRESENTATION_OFFER_STATUSES.map((status) => ({ value: status, label: t(OFFER_STATUS_LABEL[status]) })),
      ]}
      value={value ?? ALL}
      onChange={(next) => onChange(next === ALL ? null : next)}
      allowDeselect={false}
      w={240}
      maw="100%"
    />
  );
}
