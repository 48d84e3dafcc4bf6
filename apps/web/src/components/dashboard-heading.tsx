import { Stack, Text, Title } from '@mantine/core';
import { isolate } from '@scouting/contract/bidi-isolate';
import type { TRole } from '@scouting/contract/roles';
import type { MessageId } from '../i18n/i18n.ts';
import { useT } from '../i18n/language-provider.tsx';
import { PageTitle } from './page-title.tsx';

const DASHBOARD_NAMES: Record<TRole, MessageId> = {
  Player: 'first.dashboard.player',
  Agent: 'first.dashboard.agent',
  Scout: 'first.dashboard.scout',
  Club: 'first.dashboard.club',
  Admin: 'first.dashboard.admin',
  Parent: 'first.dashboard.parent',
};

/**
 * Every dashboard opens by greeting the member by name. Its words are the first screen's: the
 * greeting is also what a link straight to a dashboard paints first (components/shell-loader.tsx).
 * The name is the member's own text, isolated inside the sentence (decision 069).
 */
export function DashboardHeading({ memberRole, fullName }: { memberRole: TRole; fullName: string }) {
  const t = useT();
  const dashboard = t(DASHBOARD_NAMES[memberRole]);
  return (
    <Stack gap={4}>
      <PageTitle>{dashboard}</PageTitle>
      <Title order={1} style={{ overflowWrap: 'anywhere' }}>
        {t('first.dashboard.welcome', { fullName: isolate(fullName) })}
      </Title>
      <Text size="lg">{dashboard}</Text>
    </Stack>
  );
}
