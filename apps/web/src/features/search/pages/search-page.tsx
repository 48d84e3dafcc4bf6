import { Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { SEARCH_MESSAGES } from '@scouting/contract/search';
import { useShortlistStates } from '../../../api/shortlists.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { useSearchT } from '../../../i18n/areas/search.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { CompareButton, CompareTray } from '../../../shared/compare-tray.tsx';
import { ShortlistButton } from '../../../shared/shortlist-button.tsx';
import { useSearchPlayers } from '../api/search-players.ts';
import { PlayerResultCard } from '../components/player-result-card.tsx';
import { SaveSearchButton } from '../components/save-search-button.tsx';
import { SavedSearches } from '../components/saved-searches.tsx';
import { SearchForm } from '../components/search-form.tsx';
import { useSearchFilters } from '../hooks/use-search-filters.ts';

/** `/search` (decision 018): find players by name or club with filters; the URL holds the search. */
export function SearchPage() {
  const t = useSearchT();
  const sentence = useSentence();
  const { params, apply } = useSearchFilters();
  const results = useSearchPlayers(params);
  // Every result's Shortlist button in one request.
  useShortlistStates(results.data?.pages.flatMap((page) => page.players.map((player) => player.id)) ?? []);
  const urlKey = new URLSearchParams(params).toString();

  return (
    <Stack gap="lg">
      <PageTitle>{t('search.title')}</PageTitle>
      <Title order={1}>{t('search.title')}</Title>
      {/* Keyed by the URL, so the back button or a saved search refills the form. */}
      <SearchForm key={urlKey} initial={params} onSearch={apply} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }} component="section" aria-label={t('search.results.label')}>
          <Stack gap="sm">
            <Group justify="flex-end">
              <SaveSearchButton params={params} />
            </Group>
            <PagedList
              query={results}
              items={(data) => data.pages.flatMap((page) => page.players)}
              loadingLabel={t('search.results.loading')}
              skeleton={
                <Stack aria-busy="true" aria-label={t('search.results.loading')}>
                  {[1, 2, 3].map((n) => (
                    <Skeleton key={n} h={96} />
                  ))}
                </Stack>
              }
              errorTitle={sentence(SEARCH_MESSAGES.searchFailed)}
              empty={<Text>{sentence(SEARCH_MESSAGES.noResults)}</Text>}
              loadMoreLabel={t('search.results.loadMore')}
            >
              {(players) => (
                <Stack
                  gap="sm"
                  component="ul"
                  p={0}
                  m={0}
                  aria-label={t('search.results.list')}
                  style={{ opacity: results.isPlaceholderData ? 0.6 : 1 }}
                >
                  {players.map((player) => (
                    <PlayerResultCard
                      key={player.id}
                      player={player}
                      actions={
                        <Group gap="xs">
                          <ShortlistButton playerId={player.id} playerName={player.fullName} fromList />
                          <CompareButton playerId={player.id} playerName={player.fullName} />
                        </Group>
                      }
                    />
                  ))}
                </Stack>
              )}
            </PagedList>
            <CompareTray />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <SavedSearches />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
