import { Alert, Anchor, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/client.ts';
import { usePlayerDetails } from '../../../api/player-details.ts';
import { SectionCard } from '../../../components/section-card.tsx';
import { useTransfermarktT } from '../../../i18n/areas/transfermarkt.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { TransfermarktLinkModal } from './transfermarkt-link-modal.tsx';

/**
 * The player dashboard's Transfermarkt section: the external profile link, the Add/Edit button while an
 * admin allows it (docs/product.md#transfermarkt), and the way to apply for a listing.
 */
export function TransfermarktCard({ playerId }: { playerId: number }) {
  const details = usePlayerDetails(playerId);
  const [editing, setEditing] = useState(false);
  const t = useTransfermarktT();
  const sentence = useSentence();
  return (
    <SectionCard title={t('transfermarkt.name')} gap="sm">
      {details.isPending ? (
        <Stack gap="xs" role="status" aria-label={t('transfermarkt.card.loading')}>
          <Skeleton height={16} width="70%" />
          <Skeleton height={32} width={160} />
        </Stack>
      ) : details.isError ? (
        <Stack align="flex-start" gap="xs">
          <Alert color="red">{sentence(errorMessage(details.error))}</Alert>
          <Button variant="default" onClick={() => details.refetch()}>
            {t('transfermarkt.tryAgain')}
          </Button>
        </Stack>
      ) : (
        <>
          {details.data.transfermarktUrl ? (
            <Anchor
              href={details.data.transfermarktUrl}
              target="_blank"
              rel="noopener noreferrer"
              style={{ overflowWrap: 'anywhere' }}
            >
              {details.data.transfermarktUrl}
              <IconExternalLink
                size={14}
                aria-label={t('transfermarkt.card.newTab')}
                style={{ marginInlineStart: 4 }}
              />
            </Anchor>
          ) : (
            <Text>{t('transfermarkt.card.none')}</Text>
          )}
          <Group gap="sm">
            {details.data.canEditTransfermarkt ? (
              <Button variant="default" onClick={() => setEditing(true)}>
                {t(details.data.transfermarktUrl ? 'transfermarkt.card.editLink' : 'transfermarkt.link.addTitle')}
              </Button>
            ) : null}
            <Button component={Link} to={`/apply-transfermarkt/${playerId}`}>
              {t('transfermarkt.card.apply')}
            </Button>
          </Group>
          {/* Stays mounted when the permission goes away mid-edit, so the refusal can still be read. */}
          <TransfermarktLinkModal
            key={details.data.transfermarktUrl ?? ''}
            playerId={playerId}
            currentUrl={details.data.transfermarktUrl}
            opened={editing}
            onClose={() => setEditing(false)}
          />
        </>
      )}
    </SectionCard>
  );
}
