import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { isolate } from '@scouting/contract/bidi-isolate';
import { FAVOURITE_MESSAGES } from '@scouting/contract/favourites';
import { deadlinePassed, OPPORTUNITY_DETAIL_MESSAGES } from '@scouting/contract/opportunity-details';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ItemList } from '../../../components/item-list.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useOpportunitiesT } from '../../../i18n/areas/opportunities.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { favouritesQueryOptions } from '../api/favourites.ts';
import { FavouriteButton } from './favourite-button.tsx';
import { useFormatDate } from './opportunity-summary.tsx';

/**
 * The player dashboard's 'Favourites' (docs/product.md#opportunities, decision 019): the opportunities the player saved,
 * newest saved first. A post its author closed stays, marked; a deleted one is gone.
 */
export function FavouritesCard() {
  const t = useOpportunitiesT();
  const sentence = useSentence();
  const formatDate = useFormatDate();
  const pages = useInfiniteQuery(favouritesQueryOptions());
  return (
    <SectionCard title={t('opportunities.favourites.title')}>
      <PagedList
        query={pages}
        items={(data) => data.pages.flatMap((page) => page.favourites)}
        loadingLabel={t('opportunities.favourites.loading')}
        skeletonRows={2}
        errorText={sentence(FAVOURITE_MESSAGES.loadFailed)}
        empty={<Text>{sentence(FAVOURITE_MESSAGES.noFavourites)}</Text>}
        loadMoreLabel={t('opportunities.favourites.loadMore')}
      >
        {(favourites) => (
          <ItemList label={t('opportunities.favourites.list')}>
            {favourites.map(({ opportunity, savedAt }) => (
              <Card component="li" key={opportunity.id} withBorder padding="sm">
                <Stack gap={6}>
                  <Group gap="xs">
                    {opportunity.status === 'Closed' ? (
                      <Badge color="gray" variant="light">
                        {sentence(
                          deadlinePassed(opportunity.deadline)
                            ? OPPORTUNITY_DETAIL_MESSAGES.closedByDeadline
                            : FAVOURITE_MESSAGES.closed,
                        )}
                      </Badge>
                    ) : null}
                    <Text size="xs" c="dimmed">
                      {t('opportunities.favourites.saved', {
                        date: formatDate(savedAt),
                        poster: isolate(opportunity.postedBy.fullName),
                      })}
                    </Text>
                  </Group>
                  <Text dir="auto" size="sm" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
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
