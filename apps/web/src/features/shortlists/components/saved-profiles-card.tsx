import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { isolate } from '@scouting/contract/bidi-isolate';
import { SHORTLIST_LIMITS, SHORTLIST_MESSAGES } from '@scouting/contract/shortlists';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { latestSavedQueryOptions } from '../../../api/shortlists.ts';
import { ItemList } from '../../../components/item-list.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useShortlistsT } from '../../../i18n/areas/shortlists.ts';
import { usePositionLabel } from '../../../i18n/football.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { PlayerAvatar } from '../../../shared/player-avatar.tsx';

/** The dashboard's 'Saved Profiles' (docs/product.md#dashboards, decision 019): the latest saved players and a way to all lists. */
export function SavedProfilesCard() {
  const t = useShortlistsT();
  const sentence = useSentence();
  const positionLabel = usePositionLabel();
  const latest = useQuery(latestSavedQueryOptions(SHORTLIST_LIMITS.latestDefault));
  return (
    <SectionCard title={t('shortlists.saved.title')}>
      <PagedList
        query={latest}
        items={(data) => data.players}
        loadingLabel={t('shortlists.saved.loading')}
        skeletonRows={3}
        skeletonHeight={40}
        errorText={sentence(SHORTLIST_MESSAGES.loadFailed)}
        empty={<Text>{sentence(SHORTLIST_MESSAGES.noSavedPlayers)}</Text>}
      >
        {(saved) => (
          <ItemList label={t('shortlists.saved.list')}>
            {saved.map(({ player, shortlistName }) => (
              <Group component="li" key={player.id} gap="sm" wrap="nowrap">
                <PlayerAvatar player={player} size="sm" />
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Anchor component={Link} to={`/player-profile/${player.id}`} style={{ overflowWrap: 'anywhere' }}>
                    <bdi>{player.fullName}</bdi>
                  </Anchor>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {t('shortlists.saved.on', {
                      position: positionLabel(player.primaryPosition),
                      list: isolate(shortlistName),
                    })}
                  </Text>
                </Stack>
              </Group>
            ))}
          </ItemList>
        )}
      </PagedList>
      <Group>
        <Button component={Link} to="/shortlists" variant="light">
          {t('shortlists.saved.all')}
        </Button>
      </Group>
    </SectionCard>
  );
}
