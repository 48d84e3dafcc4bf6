import { Select } from '@mantine/core';
import { REPRESENTATION_OFFER_STATUSES, type TRepresentationOfferStatus } from '@scouting/contract';

const ALL = 'All';

/** The "Status" filter of the offers: All, or one status. */
export function OfferStatusFilter({
  value,
  onChange,
}: {
  value: TRepresentationOfferStatus | null;
  onChange: (next: TRepresentationOfferStatus | null) => void;
}) {
  return (
    <Select
      label="Status"
      data={[ALL, ...REPRESENTATION_OFFER_STATUSES]}
      value={value ?? ALL}
      onChange={(next) => onChange(REPRESENTATION_OFFER_STATUSES.find((status) => status === next) ?? null)}
      allowDeselect={false}
      w={240}
      maw="100%"
    />
  );
}
