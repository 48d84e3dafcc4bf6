import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconBookmark, IconClipboardList, IconNews } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useMember } from '../../../components/require-member.tsx';
import { InboxPreview } from '../../messaging/components/inbox-preview.tsx';
import { PostOpportunityForm } from '../../opportunities/components/post-opportunity-form.tsx';
import { VideoPool } from '../../videos/components/video-pool.tsx';
import { DashboardHeading } from '../components/dashboard-heading.tsx';
import { PlaceholderCard } from '../components/placeholder-card.tsx';

/**
 * `/agent-dashboard` (SPEC §2): the welcome, the Posts, Applications and Bookmarks buttons and the
 * Saved Profiles placeholder. Photo, inbox, post form and video pool arrive with their own issues.
 */
export function AgentDashboardPage() {
  const member = useMember();
  return (
    <Stack gap="xl">
      <DashboardHeading dashboard="Agent Dashboard" fullName={member.fullName} />
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
      <PostOpportunityForm />
      <VideoPool />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <InboxPreview memberId={member.id} />
        <PlaceholderCard title="Saved Profiles" />
      </SimpleGrid>
    </Stack>
  );
}
