import { Anchor, Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { SHORTLIST_LIMITS, SHORTLIST_MESSAGES } from '@scouting/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { latestSavedQueryOptions } from '../../../api/shortlists.ts';
import { ItemList } from '../../../components/item-list.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { SectionCard } from '../../../components/section-card.tsx';

/** The dashboard's 'Saved Profiles' (SPEC §2, issue 18 §2): the latest saved players and a way to all lists. */
export function SavedProfilesCard() {
  const latest = useQuery(latestSavedQueryOptions(SHORTLIST_LIMITS.latestDefault));
  return (
    <SectionCard title="Saved Profiles">
      <PagedList
        query={latest}
        items={(data) => data.players}
        loadingLabel="Loading saved profiles"
        skeletonRows={3}
        skeletonHeight={40}
        errorText={SHORTLIST_MESSAGES.loadFailed}
        empty={<Text>{SHORTLIST_MESSAGES.noSavedPlayers}</Text>}
      >
        {(saved) => (
          <ItemList label="Latest saved players">
            {saved.map(({ player, shortlistName }) => (
              <Group component="li" key={player.id} gap="sm" wrap="nowrap">
                <Avatar
                  src={player.profileImageUrl}
                  radius="xl"
                  size="sm"
                  name={player.fullName}
                  color="pitch"
                  variant="filled"
                  aria-hidden
                />
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Anchor component={Link} to={`/player-profile/${player.id}`} style={{ overflowWrap: 'anywhere' }}>
                    {player.fullName}
                  </Anchor>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {player.primaryPosition} · on {shortlistName}
                  </Text>
                </Stack>
              </Group>
            ))}
          </ItemList>
        )}
      </PagedList>
      <Group>
        <Button component={Link} to="/shortlists" variant="light">
          All shortlists
        </Button>
      </Group>
    </SectionCard>
  );
}
