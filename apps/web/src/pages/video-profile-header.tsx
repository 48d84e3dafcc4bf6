import { Anchor, Avatar, Card, Group, Stack, Text, Title } from '@mantine/core';
import { isolate } from '@scouting/contract/bidi-isolate';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { playerDetailsQueryOptions } from '../api/player-details.ts';
import { PlayerContactActions } from '../features/messaging/components/player-contact-actions.tsx';
import { RepresentedBy } from '../features/representation/components/represented-by.tsx';
import { useAverageRating } from '../features/videos/api/get-average-rating.ts';
import { useDashboardsT } from '../i18n/areas/dashboards.ts';
import { useCountryName } from '../i18n/countries.ts';
import { usePositionLabel } from '../i18n/football.ts';
import { numberFormat } from '../i18n/intl-formats.ts';
import { useLanguage } from '../i18n/language-provider.tsx';

/**
 * Whose videos these are (decision 010): photo, name (one click to the full profile), age, position,
 * country, club, the agent who represents them (docs/product.md#representation) and the average over all their videos, with the agent's Message and Offer to Sign.
 * When the player's details may not be shown to this viewer the header stays away; the videos
 * section below says what went wrong.
 */
export function VideoProfileHeader({ playerId }: { playerId: number }) {
  const player = useQuery(playerDetailsQueryOptions(playerId));
  const average = useAverageRating(playerId);
  const t = useDashboardsT();
  const countryName = useCountryName();
  const positionLabel = usePositionLabel();
  const language = useLanguage();
  if (!player.data) return null;
  const details = player.data;
  const facts = [
    t('dashboards.video.age', { age: details.age }),
    details.primaryPosition && positionLabel(details.primaryPosition),
    details.country && countryName(details.country),
    details.currentClub,
  ].filter(Boolean);
  return (
    <Card
      withBorder
      padding="lg"
      component="section"
      aria-label={t('dashboards.video.about', { fullName: isolate(details.fullName) })}
    >
      <Group justify="space-between" align="flex-start" gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
          <Avatar
            src={details.profileImageUrl}
            alt={t('dashboards.video.photo', { fullName: isolate(details.fullName) })}
            name={details.fullName}
            color="initials"
            size={72}
          />
          <Stack gap={4} style={{ minWidth: 0 }}>
            {/* The page's one h1: whose videos these are; "Video Profile" below is its h2 (axe heading-order). */}
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
              <Anchor component={Link} to={`/player-profile/${details.id}`} inherit>
                <bdi>{details.fullName}</bdi>
              </Anchor>
            </Title>
            <Text style={{ overflowWrap: 'anywhere' }}>{facts.join(' · ')}</Text>
            <RepresentedBy representedBy={details.representedBy} />
            {average.data ? (
              <Text data-testid="player-average">
                {t('dashboards.video.rating', {
                  count: average.data.ratingCount,
                  average: numberFormat(language, {
                    minimumFractionDigits: 1,
                    maximumFractionDigits: 1,
                  }).format(average.data.averageRating),
                })}
              </Text>
            ) : null}
          </Stack>
        </Group>
        <PlayerContactActions playerId={details.id} playerName={details.fullName} />
      </Group>
    </Card>
  );
}
