import { Stack, Text, Title } from '@mantine/core';
import { PageTitle } from '../../../components/page-title.tsx';

type DashboardHeadingProps = { dashboard: string; fullName: string };

/** Every dashboard opens by greeting the member by name. */
export function DashboardHeading({ dashboard, fullName }: DashboardHeadingProps) {
  return (
    <Stack gap={4}>
      <PageTitle>{dashboard}</PageTitle>
      <Title order={1} style={{ overflowWrap: 'anywhere' }}>
        Welcome, {fullName}
      </Title>
      <Text size="lg">{dashboard}</Text>
    </Stack>
  );
}
