import { Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@scouting/contract';
import { PageTitle } from './page-title.tsx';
import { useRouteTitle } from './route-title.ts';

/** Stands in for every guarded page until its real screen is built; delete with the last route that uses it. */
export function PendingPage() {
  const title = useRouteTitle();
  return (
    <Stack gap="sm">
      <PageTitle>{title}</PageTitle>
      <Title order={1}>{title}</Title>
      <Text>{MESSAGES.pageBeingBuilt}</Text>
    </Stack>
  );
}
