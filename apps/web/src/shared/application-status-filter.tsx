import { Select } from '@mantine/core';
import { APPLICATION_STATUSES, type TApplicationStatus } from '@scouting/contract/application-status';
import { useMemberT } from '../i18n/areas/member.ts';
import { useApplicationStatusLabel } from './application-status.tsx';

const ALL = 'All';

/** The "Status" filter of an application list: All, or one status (values English, labels translated). */
export function ApplicationStatusFilter({
  value,
  onChange,
}: {
  value: TApplicationStatus | null;
  onChange: (next: TApplicationStatus | null) => void;
}) {
  const t = useMemberT();
  const statusLabel = useApplicationStatusLabel();
  return (
    <Select
      label={t('member.applicationStatus.label')}
      data={[
        { value: ALL, label: t('member.applicationStatus.all') },
        ...APPLICATION_STATUSES.map((status) => ({ value: status, label: statusLabel(status) })),
      ]}
      value={value ?? ALL}
      onChange={(next) => onChange(next && next !== ALL ? (next as TApplicationStatus) : null)}
      allowDeselect={false}
      w={240}
      maw="100%"
    />
  );
}
