import { Badge, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { AdminPage } from '../../../components/admin-pages.ts';

type Props = {
  pages: readonly AdminPage[];
  /** How many items wait on a page, by its path (issue 32 §1); a page without a queue has none. */
  pending?: Readonly<Record<string, number>> | undefined;
};

/** The admin dashboard's cards: each one opens an admin page (SPEC §2), with what waits there. */
export function AdminPageCards({ pages, pending }: Props) {
  return (
    <SimpleGrid component="ul" cols={{ base: 1, sm: 2, md: 3 }} m={0} p={0} style={{ listStyle: 'none' }}>
      {pages.map((page) => {
        const waiting = pending?.[page.path];
        return (
          <li key={page.path}>
            <Card component={Link} to={page.path} withBorder padding="lg" h="100%">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Text fw={600}>{page.title}</Text>
                <Group gap="xs" wrap="nowrap" style={{ flex: 'none' }}>
                  {waiting !== undefined ? (
                    <Badge
                      color={waiting > 0 ? 'yellow' : 'gray'}
                      c={waiting > 0 ? 'dark' : undefined}
                      variant={waiting > 0 ? 'filled' : 'light'}
                    >
                      {waiting} pending
                    </Badge>
                  ) : null}
                  <IconChevronRight size={18} aria-hidden />
                </Group>
              </Group>
            </Card>
          </li>
        );
      })}
    </SimpleGrid>
  );
}
