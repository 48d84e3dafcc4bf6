import { Alert, Button, Stack, Title } from '@mantine/core';
import { MESSAGES } from '@scouting/contract/first-screen';
import { PageTitle } from './page-title.tsx';

/** Keeps the header on screen when a page fails (typically a chunk missing after a new deployment). */
export function RouteError() {
  return (
    <Stack align="flex-start" gap="md">
      <PageTitle>Error</PageTitle>
      <Title order={1}>{MESSAGES.somethingWentWrong}</Title>
      <Alert color="red">{MESSAGES.serverError}</Alert>
      <Button onClick={() => window.location.reload()}>Reload the page</Button>
    </Stack>
  );
}
