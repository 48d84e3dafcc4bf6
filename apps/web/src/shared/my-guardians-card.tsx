import { List, Stack, Text } from '@mantine/core';
import { isolate } from '@scouting/contract/bidi-isolate';
import { type TMyGuardians, ZMyGuardians } from '@scouting/contract/schemas/guardians';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/client.ts';
import { SectionCard } from '../components/section-card.tsx';
import { useApplicationDates } from '../i18n/areas/applications.ts';
import { useGuardiansT } from '../i18n/areas/guardians.ts';

/** GET /api/my-guardians, shared by the player's Settings and dashboard. */
const myGuardiansQuery = {
  queryKey: ['my-guardians'] as const,
  queryFn: (): Promise<TMyGuardians> => apiRequest('/api/my-guardians', { schema: ZMyGuardians }),
};

/**
 * 'My guardians' (docs/product.md#parents): the UK Children's Code asks that parental oversight be visible to the
 * child, so the child reads who their guardian is on the network and exactly what they see and do.
 */
export function MyGuardiansCard({ hideWhenNone = false }: { hideWhenNone?: boolean }) {
  const t = useGuardiansT();
  const dates = useApplicationDates();
  const answer = useQuery(myGuardiansQuery);
  if (!answer.data) return null;
  const { guardians, sees, does } = answer.data;
  if (hideWhenNone && guardians.length === 0) return null;
  return (
    <SectionCard title={t('guardians.my.title')}>
      {guardians.length === 0 ? (
        <Text>{t('guardians.my.none')}</Text>
      ) : (
        <Stack gap="sm">
          <List aria-label={t('guardians.my.list')}>
            {guardians.map((guardian) => (
              <List.Item key={`${guardian.fullName}-${guardian.linkedAt}`}>
                {t('guardians.my.guardian', { name: isolate(guardian.fullName), date: dates.date(guardian.linkedAt) })}
              </List.Item>
            ))}
          </List>
          <Text fw={600}>{t('guardians.my.sees')}</Text>
          <List>
            {sees.map((item) => (
              <List.Item key={item}>{t(`guardians.sees.${item}`)}</List.Item>
            ))}
          </List>
          <Text fw={600}>{t('guardians.my.does')}</Text>
          <List>
            {does.map((item) => (
              <List.Item key={item}>{t(`guardians.does.${item}`)}</List.Item>
            ))}
          </List>
        </Stack>
      )}
    </SectionCard>
  );
}
