import { Button, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@scouting/contract/first-screen';
import { Link } from 'react-router';
import { PageTitle } from './page-title.tsx';

/** What a member sees on a page their role may not open (admin pages). */
export function NotAuthorisedPage({ dashboardPath }: { dashboardPath: string }) {
  return (
    <Stack align="center" gap="md" py="xl">
      <PageTitle>{MESSAGES.notAuthorisedTitle}</PageTitle>
      <Title order={1} ta="center">
        {MESSAGES.notAuthorisedTitle}
      </Title>
      <Text ta="center">{MESSAGES.notAuthorisedText}</Text>
      <Button component={Link} to={dashboardPath}>
        Go to my dashboard
      </Button>
    </Stack>
  );
}
