import { Stack, Text } from '@mantine/core';
import { MESSAGES } from '@scouting/contract';
import { useMember } from '../../../hooks/use-member.ts';
import { DashboardHeading } from '../components/dashboard-heading.tsx';

/** `/club-dashboard`: only a welcome placeholder so far (SPEC §1, §6). */
export function ClubDashboardPage() {
  const member = useMember();
  return (
    <Stack gap="xl">
      <DashboardHeading dashboard="Club Dashboard" fullName={member.fullName} />
      <Text>{MESSAGES.comingSoon}</Text>
    </Stack>
  );
}
