import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { isolate } from '@scouting/contract/bidi-isolate';
import type { TGuardianChild } from '@scouting/contract/schemas/guardians';
import { Link } from 'react-router';
import { useGuardiansT } from '../../../i18n/areas/guardians.ts';

const CONSENT_COLOR = { none: 'gray', pending: 'yellow', confirmed: 'pitch', refused: 'red' } as const;

/** One child on the parent dashboard (docs/product.md#parents): consent, visibility, and what waits for the parent. */
export function ChildCard({ child }: { child: TGuardianChild }) {
  const t = useGuardiansT();
  const { representationOffers, trialInvitations } = child.waiting;
  return (
    <Card component="li" withBorder padding="md">
      <Stack gap="xs">
        <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
          <bdi>{child.fullName}</bdi>
        </Title>
        <Group gap="xs">
          <Badge color={CONSENT_COLOR[child.consent]} variant="light">
            {t(`guardians.consent.${child.consent}`)}
          </Badge>
        </Group>
        <Text size="sm">{t(child.visibleToVerifiedAgents ? 'guardians.visible.yes' : 'guardians.visible.no')}</Text>
        {representationOffers > 0 ? (
          <Text size="sm" fw={600}>
            {t('guardians.waiting.offers', { count: representationOffers })}
          </Text>
        ) : null}
        {trialInvitations > 0 ? (
          <Text size="sm">{t('guardians.waiting.trials', { count: trialInvitations })}</Text>
        ) : null}
        {representationOffers === 0 && trialInvitations === 0 ? (
          <Text size="sm">{t('guardians.waiting.nothing')}</Text>
        ) : null}
        <Group>
          <Button component={Link} to={`/parent-dashboard/children/${child.childId}`} variant="light">
            {t('guardians.open', { name: isolate(child.fullName) })}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
