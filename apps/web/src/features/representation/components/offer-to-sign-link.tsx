import { Button } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useRepresentationT } from '../../../i18n/areas/representation.ts';

type OfferToSignLinkProps = { playerId: number; applicationId: number };

/** From an application to the agent's post (docs/product.md#representation): the offer form, which marks the application Offered. */
export function OfferToSignLink({ playerId, applicationId }: OfferToSignLinkProps) {
  const t = useRepresentationT();
  return (
    <Button
      component={Link}
      to={`/offer-to-sign/${playerId}?applicationId=${applicationId}`}
      size="compact-sm"
      variant="light"
      leftSection={<IconSignature size={16} aria-hidden />}
    >
      {t('representation.offerToSign')}
    </Button>
  );
}
