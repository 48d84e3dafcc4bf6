import { Select } from '@mantine/core';
import { REPRESENTATION_OFFER_STATUSES, type TRepresentationOfferStatus } from '@scouting/contract';

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
  return (
    <Select
      label="Status"
      data={[ALL, ...REPRESENTATION_OFFER_STATUSES]}
      value={value ?? ALL}
      onChange={(next) => onChange(next === ALL ? null : next)}
      allowDeselect={false}
      w={240}
      maw="100%"
    />
  );
}
