import { Select } from '@mantine/core';
import { APPLICATION_STATUSES, type TApplicationStatus } from '@scouting/contract';

const ALL = 'All';

/** The "Status" filter of an application list: All, or one status. */
export function ApplicationStatusFilter({
  value,
  onChange,
}: {
  value: TApplicationStatus | null;
  onChange: (next: TApplicationStatus | null) => void;
}) {
  return (
    <Select
      label="Status"
      data={[ALL, ...APPLICATION_STATUSES]}
      value={value ?? ALL}
      onChange={(next) => onChange(next && next !== ALL ? (next as TApplicationStatus) : null)}
      allowDeselect={false}
      w={240}
      maw="100%"
    />
  );
}
