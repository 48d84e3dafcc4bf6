import { Anchor, Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import type { TPlayerSearchResult } from '@scouting/contract/schemas/search';
import { IconStarFilled, IconVideo } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PLAYER_STATUS_IDS, useSearchT } from '../../../i18n/areas/search.ts';
import { useCountryName } from '../../../i18n/countries.ts';
import { usePositionLabel } from '../../../i18n/football.ts';
import { useNumberFormat } from '../../../i18n/intl-formats.ts';
import { useAvailabilitySummary } from '../../../shared/player-availability.tsx';

type PlayerResultCardProps = {
  player: TPlayerSearchResult;
  /** Buttons acting on this player (e.g. the Shortlist button of the shortlists feature). */
  actions?: ReactNode;
};

/** One search result: who, where, how rated; the name opens the player's profile. */
export function PlayerResultCard({ player, actions }: PlayerResultCardProps) {
  const t = useSearchT();
  const countryName = useCountryName();
  const positionLabel = usePositionLabel();
  const availability = useAvailabilitySummary()(player);
  const rating = useNumberFormat({
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const position =
    player.secondaryPosition && player.secondaryPosition !== player.primaryPosition
      ? `${positionLabel(player.primaryPosition)} / ${positionLabel(player.secondaryPosition)}`
      : player.primaryPosition && positionLabel(player.primaryPosition);
  return (
    <Paper withBorder p="sm" component="li" style={{ listStyle: 'none' }} aria-label={player.fullName}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Avatar
          src={player.profileImageUrl}
          alt=""
          name={player.fullName}
          size={56}
          radius="xl"
          color="pitch"
          variant="filled"
        />
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Anchor component={Link} to={`/player-profile/${player.id}`} fw={600} style={{ overflowWrap: 'anywhere' }}>
            <bdi>{player.fullName}</bdi>
          </Anchor>
          <Text size="sm">
            {[
              player.age === null ? null : t('search.result.age', { age: player.age }),
              position,
              player.country && countryName(player.country),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            <bdi>{player.currentClub}</bdi> · {t(PLAYER_STATUS_IDS[player.status])}
          </Text>
          {availability ? <Text size="sm">{availability}</Text> : null}
          <Group gap="md">
            <Group gap={4}>
              <IconStarFilled size={16} aria-hidden color="var(--mantine-color-yellow-7)" />
              <Text size="sm">
                {player.averageRating > 0
                  ? t('search.result.rating', { rating: rating.format(player.averageRating) })
                  : t('search.result.notRated')}
              </Text>
            </Group>
            <Group gap={4}>
              <IconVideo size={16} aria-hidden />
              <Text size="sm">{t('search.result.videos', { count: player.videoCount })}</Text>
            </Group>
          </Group>
          {actions ? <Group gap="xs">{actions}</Group> : null}
        </Stack>
      </Group>
    </Paper>
  );
}
