import { Anchor, Text } from '@mantine/core';
import { REPRESENTATION_MESSAGES, type TRepresentedBy } from '@scouting/contract';
import { Link } from 'react-router';

/**
 * "Represented by {agent} until {date}" on a player's profile (issue 28 §3); nothing while
 * unrepresented. The end date is a calendar day (UTC), shown as that day wherever the reader is.
 * It formats the day itself so that the profiles do not load the representation pages' helpers.
 */
export function RepresentedBy({ representedBy }: { representedBy: TRepresentedBy | null }) {
  if (!representedBy) return null;
  const until = new Date(`${representedBy.until}T00:00:00Z`).toLocaleDateString(undefined, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  return (
    <Text size="sm">
      <Anchor component={Link} to={`/agent-profile/${representedBy.agentId}`} inherit>
        {REPRESENTATION_MESSAGES.representedBy(representedBy.name)}
      </Anchor>{' '}
      until {until}
    </Text>
  );
}
