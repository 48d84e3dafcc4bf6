import { Anchor, Box, Button, Card, Group, List, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { isolate } from '@scouting/contract/bidi-isolate';
import { CLUB_NEED_DEAL_TYPES, CLUB_NEED_MESSAGES, type TClubNeedDealType } from '@scouting/contract/club-needs';
import { PITCH_MESSAGES } from '@scouting/contract/pitches';
import type { TClubNeed, TClubNeedMatch } from '@scouting/contract/schemas/club-needs';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ItemList } from '../../../components/item-list.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { useClubsT } from '../../../i18n/areas/clubs.ts';
import { usePositionLabel, usePositionOptions } from '../../../i18n/football.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { VerifiedBadge } from '../../../shared/verified-badge.tsx';
import { clubNeedsQueryOptions, type NeedFilters } from '../api/club-needs.ts';
import { ClubNeedFacts } from '../components/club-need-facts.tsx';
import { PitchForm } from '../components/pitch-form.tsx';

/**
 * `/club-needs` (docs/product.md#club-needs): a verified agent reads the clubs' open requirements,
 * newest first, and beside each the players they represent who fit it.
 */
export function ClubNeedsPage() {
  const t = useClubsT();
  const sentence = useSentence();
  const positions = usePositionOptions();
  const [filters, setFilters] = useState<NeedFilters>({ position: null, dealType: null });
  const needs = useInfiniteQuery(clubNeedsQueryOptions(filters));
  return (
    <Stack gap="md">
      <PageTitle>{t('clubs.needs.pageTitle')}</PageTitle>
      <Title order={1}>{t('clubs.needs.pageTitle')}</Title>
      <Text>{t('clubs.needs.pageIntro')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('clubs.needs.filterPosition')}
          clearable
          data={positions}
          value={filters.position}
          onChange={(position) => setFilters((current) => ({ ...current, position }))}
        />
        <Select
          label={t('clubs.needs.filterDeal')}
          clearable
          data={CLUB_NEED_DEAL_TYPES.map((deal) => ({ value: deal, label: t(`clubs.needs.deal.${deal}`) }))}
          value={filters.dealType}
          onChange={(dealType) =>
            setFilters((current) => ({ ...current, dealType: dealType as TClubNeedDealType | null }))
          }
        />
      </SimpleGrid>
      <PagedList
        query={needs}
        items={(data) => data.pages.flatMap((page) => page.needs)}
        loadingLabel={t('clubs.needs.loading')}
        skeletonRows={2}
        skeletonHeight={180}
        errorText={sentence(CLUB_NEED_MESSAGES.listLoadFailed)}
        empty={<Text>{sentence(CLUB_NEED_MESSAGES.noOpenNeeds)}</Text>}
        loadMoreAlign="start"
      >
        {(all) => (
          <ItemList label={t('clubs.needs.openList')}>
            {all.map((need) => (
              <NeedCard key={need.id} need={need} />
            ))}
          </ItemList>
        )}
      </PagedList>
    </Stack>
  );
}

/** Decision 061: beside a matching represented player, the Pitch action and its form. */
function MatchPitch({ need, match }: { need: TClubNeed; match: TClubNeedMatch }) {
  const t = useClubsT();
  const sentence = useSentence();
  const [state, setState] = useState<'idle' | 'open' | 'sent'>('idle');
  if (state === 'sent') {
    return (
      <Text size="sm" c="pitch.8" role="status" component="span">
        {sentence(PITCH_MESSAGES.pitched)}
      </Text>
    );
  }
  if (state === 'idle') {
    return (
      <Button
        size="compact-sm"
        variant="light"
        onClick={() => setState('open')}
        aria-label={t('clubs.pitches.pitchPlayer', { name: isolate(match.fullName) })}
      >
        {t('clubs.pitches.pitch')}
      </Button>
    );
  }
  return (
    <Box mt="xs">
      <PitchForm need={need} match={match} onDone={(sent) => setState(sent ? 'sent' : 'idle')} />
    </Box>
  );
}

function NeedCard({ need }: { need: TClubNeed }) {
  const t = useClubsT();
  const positionLabel = usePositionLabel();
  const headingId = `need-${need.id}`;
  return (
    <Card withBorder padding="md" component="li" aria-labelledby={headingId}>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Stack gap="xs">
          <Group gap="xs" wrap="wrap">
            <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              <Anchor component={Link} to={`/club-profile/${need.clubId}`}>
                <bdi>{need.clubName}</bdi>
              </Anchor>
            </Title>
            {need.clubVerified ? <VerifiedBadge size="sm" /> : null}
          </Group>
          <ClubNeedFacts need={need} />
        </Stack>
        <Stack gap="xs" component="section" aria-labelledby={`${headingId}-matches`}>
          <Title order={3} size="h5" id={`${headingId}-matches`}>
            {t('clubs.needs.matchesTitle')}
          </Title>
          {need.matches.length ? (
            <List spacing={4}>
              {need.matches.map((match) => (
                <List.Item key={match.playerId}>
                  <Anchor component={Link} to={`/player-profile/${match.playerId}`}>
                    <bdi>{match.fullName}</bdi>
                  </Anchor>{' '}
                  {t('clubs.needs.matchFacts', { position: positionLabel(match.position), age: match.age })}{' '}
                  <MatchPitch need={need} match={match} />
                </List.Item>
              ))}
            </List>
          ) : (
            <Text size="sm">{t('clubs.needs.noMatches')}</Text>
          )}
          <Anchor component={Link} to={`/club-needs/${need.id}/pitches`} size="sm">
            {t('clubs.pitches.yourPitches')}
          </Anchor>
        </Stack>
      </SimpleGrid>
    </Card>
  );
}
