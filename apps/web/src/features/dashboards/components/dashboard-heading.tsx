import { Stack, Text, Title } from '@mantine/core';
import { PageTitle } from '../../../components/page-title.tsx';
import { useDashboardsT } from '../../../i18n/areas/dashboards.ts';

type DashboardHeadingProps = {
  /** The dashboard's name, in the language shown ("Player Dashboard"). */
  dashboard: string;
  fullName: string;
};

/** Every dashboard opens by greeting the member by name. */
export function DashboardHeading({ dashboard, fullName }: DashboardHeadingProps) {
  const t = useDashboardsT();
  return (
    <Stack gap={4}>
      <PageTitle>{dashboard}</PageTitle>
      <Title order={1} style={{ overflowWrap: 'anywhere' }}>
        {t('dashboards.welcome', { fullName })}
      </Title>
      <Text size="lg">{dashboard}</Text>
    </Stack>
  );
}
