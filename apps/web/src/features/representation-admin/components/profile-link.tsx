import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

/**
 * A party's name linked to their profile. Lighter than the shared MemberProfileLink (no Verified
 * badge: only verified agents can make offers), which would cost the admin pages a chunk of its own.
 */
export function ProfileLink({ id, name, kind }: { id: number; name: string; kind: 'agent' | 'player' }) {
  return (
    <Anchor component={Link} to={`/${kind}-profile/${id}`} fw={600} style={{ overflowWrap: 'anywhere' }}>
      <bdi>{name}</bdi>
    </Anchor>
  );
}
