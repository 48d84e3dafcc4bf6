import { Button, Group } from '@mantine/core';
import { IconBookmark, IconClipboardList, IconNews } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useDashboardsT } from '../../../i18n/areas/dashboards.ts';

/**
 * The agent dashboard's Posts, Applications and Bookmarks buttons (SPEC §2), shared with the scout
 * and club dashboards: whoever posts opportunities handles the applications to them (issue 18 §4).
 */
export function PosterLinks() {
  const t = useDashboardsT();
  return (
    <Group gap="sm">
      <Button component={Link} to="/view-posts" leftSection={<IconNews size={18} aria-hidden />}>
        {t('dashboards.posts')}
      </Button>
      <Button component={Link} to="/view-applications" leftSection={<IconClipboardList size={18} aria-hidden />}>
        {t('dashboards.applications')}
      </Button>
      <Button component={Link} to="/bookmarks" leftSection={<IconBookmark size={18} aria-hidden />}>
        {t('dashboards.bookmarks')}
      </Button>
    </Group>
  );
}
