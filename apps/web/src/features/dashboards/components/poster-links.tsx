import { Button, Group } from '@mantine/core';
import { IconBookmark, IconClipboardList, IconNews } from '@tabler/icons-react';
import { Link } from 'react-router';

/**
 * The agent dashboard's Posts, Applications and Bookmarks buttons (SPEC §2), shared with the scout
 * and club dashboards: whoever posts opportunities handles the applications to them (issue 18 §4).
 */
export function PosterLinks() {
  return (
    <Group gap="sm">
      <Button component={Link} to="/view-posts" leftSection={<IconNews size={18} aria-hidden />}>
        Posts
      </Button>
      <Button component={Link} to="/view-applications" leftSection={<IconClipboardList size={18} aria-hidden />}>
        Applications
      </Button>
      <Button component={Link} to="/bookmarks" leftSection={<IconBookmark size={18} aria-hidden />}>
        Bookmarks
      </Button>
    </Group>
  );
}
