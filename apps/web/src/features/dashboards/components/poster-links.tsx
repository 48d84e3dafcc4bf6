import { Button, Group } from '@mantine/core';
import { IconBookmark, IconClipboardList, IconClipboardText, IconNews } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useDashboardsT } from '../../../i18n/areas/dashboards.ts';
import { useMemberT } from '../../../i18n/areas/member.ts';

/**
 * The agent dashboard's Posts, Applications and Bookmarks buttons (docs/product.md#dashboards), shared with the scout
 * and club dashboards: whoever posts opportunities handles the applications to them (decision 020).
 * The same three roles write scouting reports, so their own list of reports is one button away too.
 */
export function PosterLinks() {
  const t = useDashboardsT();
  // The member shell's catalog, not the dashboards' one the first screen carries (the login page's budget).
  const member = useMemberT();
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
      <Button component={Link} to="/scout-reports" leftSection={<IconClipboardText size={18} aria-hidden />}>
        {member('member.page.myReports')}
      </Button>
    </Group>
  );
}
