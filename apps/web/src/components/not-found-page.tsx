import { Anchor, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@scouting/contract';
import { Link } from 'react-router';
import { PageTitle } from './page-title.tsx';

export function NotFoundPage() {
  return (
    <Stack align="center" gap="md" py="xl">
      <PageTitle>Page not found</PageTitle>
      <Title order={1} ta="center">
        {MESSAGES.notFound}
      </Title>
      <Text ta="center">
        <Anchor component={Link} to="/">
          Go to the home page
        </Anchor>
      </Text>
    </Stack>
  );
}
