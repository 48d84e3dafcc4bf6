import { Card, Group, SimpleGrid, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { AdminPage } from '../../../components/admin-pages.ts';

/** The admin dashboard's cards: each one opens an admin page (SPEC §2). */
export function AdminPageCards({ pages }: { pages: readonly AdminPage[] }) {
  return (
    <SimpleGrid component="ul" cols={{ base: 1, sm: 2, md: 3 }} m={0} p={0} style={{ listStyle: 'none' }}>
      {pages.map((page) => (
        <li key={page.path}>
          <Card component={Link} to={page.path} withBorder padding="lg" h="100%">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Text fw={600}>{page.title}</Text>
              <IconChevronRight size={18} aria-hidden style={{ flex: 'none' }} />
            </Group>
          </Card>
        </li>
      ))}
    </SimpleGrid>
  );
}
