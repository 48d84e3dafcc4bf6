import { useAdminT } from '../../../i18n/areas/admin.ts';
import { MemberSearchSelect } from '../../../shared/member-search-select.tsx';

type AgentFilterProps = {
  agentId: number | null;
  onChange: (agentId: number | null) => void;
  /** What the filter narrows the list to, under the field. */
  description: string;
};

/** One agent, picked by name or username from the agents the admin's search finds. */
export function AgentFilter({ agentId, onChange, description }: AgentFilterProps) {
  const t = useAdminT();
  return (
    <MemberSearchSelect
      memberId={agentId}
      onChange={onChange}
      memberRole="Agent"
      label={t('admin.memberSearch.agentLabel')}
      description={description}
    />
  );
}
