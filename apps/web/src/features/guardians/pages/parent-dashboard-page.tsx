import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DashboardHeading } from '../../../components/dashboard-heading.tsx';
import { ItemList } from '../../../components/item-list.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useMember } from '../../../hooks/use-member.ts';
import { useGuardiansT } from '../../../i18n/areas/guardians.ts';
import { childrenQueryOptions } from '../api/guardian-calls.ts';
import { ChildCard } from '../components/child-card.tsx';

/** `/parent-dashboard` (docs/product.md#parents): a card per child the parent is the guardian of. */
export function ParentDashboardPage() {
  const member = useMember();
  const t = useGuardiansT();
  const children = useQuery(childrenQueryOptions());
  return (
    <Stack gap="lg" maw={900}>
      <DashboardHeading memberRole="Parent" fullName={member.fullName} />
      <SectionCard title={t('guardians.dashboard.children')}>
        {children.isPending ? (
          <Skeleton height={120} aria-label={t('guardians.dashboard.loading')} />
        ) : children.isError ? (
          <Alert color="red">{t('guardians.loadFailed')}</Alert>
        ) : children.data.children.length === 0 ? (
          <Text>{t('guardians.dashboard.none')}</Text>
        ) : (
          <ItemList label={t('guardians.dashboard.children')}>
            {children.data.children.map((child) => (
              <ChildCard key={child.childId} child={child} />
            ))}
          </ItemList>
        )}
      </SectionCard>
    </Stack>
  );
}
