import { Anchor, Group, Text } from '@mantine/core';
import type { TRole } from '@scouting/contract/roles';
import { Link } from 'react-router';
import { VerifiedBadge } from './verified-badge.tsx';

/** The profile page of each role that has one a member can open. */
const PROFILE_PATH: Partial<Record<TRole, string>> = {
  Agent: '/agent-profile',
  Scout: '/scout-profile',
  Club: '/club-profile',
  Player: '/player-profile',
};

type ProfileMember = { id: number; fullName: string; role: TRole; verified?: boolean };

/**
 * A member's name linked to their profile (an admin has none: the name alone), with the Verified
 * badge of a verified agent or club (docs/product.md#club-needs).
 */
export function MemberProfileLink({ member }: { member: ProfileMember }) {
  const base = PROFILE_PATH[member.role];
  return (
    <Group gap={6} wrap="wrap" style={{ minWidth: 0 }}>
      {base ? (
        <Anchor component={Link} to={`${base}/${member.id}`} fw={600} style={{ overflowWrap: 'anywhere' }}>
          <bdi>{member.fullName}</bdi>
        </Anchor>
      ) : (
        <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
          <bdi>{member.fullName}</bdi>
        </Text>
      )}
      {(member.role === 'Agent' || member.role === 'Club') && member.verified ? <VerifiedBadge size="sm" /> : null}
    </Group>
  );
}
