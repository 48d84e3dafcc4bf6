import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { isolate } from '@scouting/contract/bidi-isolate';
import type { TOpportunity } from '@scouting/contract/schemas/opportunities';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useOpportunitiesT } from '../../../i18n/areas/opportunities.ts';
import { ReportButton } from '../../../shared/report-button.tsx';
import { FavouriteButton } from './favourite-button.tsx';
import { OpportunitySummary, useFormatDate } from './opportunity-summary.tsx';

/**
 * One open post as a player reads it, in the dashboard's list and on the market: the post, then
 * Apply (or when they applied), save and report. holdId: the id of the sentence saying why Apply
 * is disabled, or null when the player may apply.
 */
export function PlayerPostCard({ opportunity, holdId }: { opportunity: TOpportunity; holdId: string | null }) {
  const t = useOpportunitiesT();
  const formatDate = useFormatDate();
  return (
    <Card component="li" withBorder padding="md">
      <Stack gap="sm">
        <OpportunitySummary opportunity={opportunity} />
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            {opportunity.appliedAt ? (
              // Applying twice only ends in an error, so the card says it is done (decision 010).
              <Group gap="xs">
                <Badge color="pitch" variant="light" leftSection={<IconCheck size={14} aria-hidden />}>
                  {t('opportunities.player.applied')}
                </Badge>
                <Text size="sm">
                  {t('opportunities.player.appliedOn', { date: formatDate(opportunity.appliedAt) })}
                </Text>
              </Group>
            ) : holdId ? (
              <Button
                disabled
                aria-describedby={holdId}
                aria-label={t('opportunities.player.applyLabel', {
                  description: isolate(opportunity.description.slice(0, 60)),
                })}
              >
                {t('opportunities.player.apply')}
              </Button>
            ) : (
              <Button
                component={Link}
                to={`/apply/${opportunity.id}`}
                aria-label={t('opportunities.player.applyLabel', {
                  description: isolate(opportunity.description.slice(0, 60)),
                })}
              >
                {t('opportunities.player.apply')}
              </Button>
            )}
            <FavouriteButton opportunity={opportunity} />
          </Group>
          <ReportButton
            subjectType="opportunity"
            subjectId={opportunity.id}
            label={t('opportunities.player.report', { description: isolate(opportunity.description.slice(0, 60)) })}
          />
        </Group>
      </Stack>
    </Card>
  );
}
