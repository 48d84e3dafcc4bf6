import { Button, Group, NumberInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useRepresentationT } from '../../../i18n/areas/representation.ts';

type AgentFilterProps = {
  agentId: number | null;
  onChange: (agentId: number | null) => void;
  /** What the filter narrows the list to, under the field. */
  description: string;
};

/**
 * One agent by member id: no list of agents exists for admins to pick from, so the field takes the
 * id, which every card shows beside the agent's name.
 */
export function AgentFilter({ agentId, onChange, description }: AgentFilterProps) {
  const t = useRepresentationT();
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const id = Number(new FormData(event.currentTarget).get('agentId'));
    onChange(Number.isInteger(id) && id > 0 ? id : null);
  };
  return (
    <form onSubmit={apply} aria-label={t('representation.admin.filterByAgent')}>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <NumberInput
          key={agentId}
          name="agentId"
          label={t('representation.admin.agentId')}
          description={description}
          defaultValue={agentId ?? ''}
          min={1}
          allowDecimal={false}
          allowNegative={false}
          w={{ base: '100%', xs: 260 }}
        />
        <Button type="submit">{t('representation.admin.filter')}</Button>
        {agentId ? (
          <Button variant="default" onClick={() => onChange(null)}>
            {t('representation.admin.showAllAgents')}
          </Button>
        ) : null}
      </Group>
    </form>
  );
}
