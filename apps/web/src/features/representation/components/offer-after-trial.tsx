import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { isolate } from '@scouting/contract/bidi-isolate';
import { IconSignature } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { useRepresentationT } from '../../../i18n/areas/representation.ts';

type OfferAfterTrialProps = { playerId: number; playerName: string };

/**
 * After a verified agent records Contract offered (decision 065), the page leads on to the Offer to Sign that
 * sets out its terms. The form opens without the application: the application keeps the trial's
 * outcome, which the agent records as Signed or Not selected once the player has answered.
 */
export function OfferAfterTrial({ playerId, playerName }: OfferAfterTrialProps) {
  const t = useRepresentationT();
  const titleId = useId();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4" id={titleId}>
          {t('representation.afterTrial.title')}
        </Title>
        <Text size="sm">{t('representation.afterTrial.text', { name: isolate(playerName) })}</Text>
        <Button
          component={Link}
          to={`/offer-to-sign/${playerId}`}
          leftSection={<IconSignature size={16} aria-hidden />}
        >
          {t('representation.afterTrial.button')}
        </Button>
      </Stack>
    </Card>
  );
}
