import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { deadlinePassed, FAVOURITE_MESSAGES, OPPORTUNITY_DETAIL_MESSAGES } from '@scouting/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ItemList } from '../../../components/item-list.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { favouritesQueryOptions } from '../api/favourites.ts';
import { FavouriteButton } from './favourite-button.tsx';
import { formatDate } from './opportunity-summary.tsx';

/**
 * The player dashboard's 'Favourites' (SPEC §2, issue 18 §5): the opportunities the player saved,
 * newest saved first. A post its author closed stays, marked; a deleted one is gone.
 */
export function FavouritesCard() {
  const pages = useInfiniteQuery(favouritesQueryOptions());
  return (
    <SectionCard title="Favourites">
      <PagedList
        query={pages}
        items={(data) => data.pages.flatMap((page) => page.favourites)}
        loadingLabel="Loading your saved opportunities"
        skeletonRows={2}
        errorText={FAVOURITE_MESSAGES.loadFailed}
        empty={<Text>{FAVOURITE_MESSAGES.noFavourites}</Text>}
        loadMoreLabel="Show more saved opportunities"
      >
        {(favourites) => (
          <ItemList label="Saved opportunities">
            {favourites.map(({ opportunity, savedAt }) => (
              <Card component="li" key={opportunity.id} withBorder padding="sm">
                <Stack gap={6}>
                  <Group gap="xs">
                    {opportunity.status === 'Closed' ? (
                      <Badge color="gray" variant="light">
                        {deadlinePassed(opportunity.deadline)
                          ? OPPORTUNITY_DETAIL_MESSAGES.closedByDeadline
                          : FAVOURITE_MESSAGES.closed}
                      </Badge>
                    ) : null}
                    <Text size="xs" c="dimmed">
                      Saved {formatDate(savedAt)} · {opportunity.postedBy.fullName}
                    </Text>
                  </Group>
                  <Text size="sm" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
                    {opportunity.description}
                  </Text>
                  <Group>
                    <FavouriteButton opportunity={opportunity} />
                  </Group>
                </Stack>
              </Card>
            ))}
          </ItemList>
        )}
      </PagedList>
    </SectionCard>
  );
}
