import { Alert, Anchor, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/client.ts';
import { usePlayerDetails } from '../../../api/player-details.ts';
import { SectionCard } from '../../../components/section-card.tsx';
import { TransfermarktLinkModal } from './transfermarkt-link-modal.tsx';

/**
 * The player dashboard's Transfermarkt section: the external profile link, the Add/Edit button while an
 * admin allows it (SPEC §4), and the way to apply for a listing.
 */
export function TransfermarktCard({ playerId }: { playerId: number }) {
  const details = usePlayerDetails(playerId);
  const [editing, setEditing] = useState(false);
  return (
    <SectionCard title="Transfermarkt" gap="sm">
      {details.isPending ? (
        <Stack gap="xs" role="status" aria-label="Loading your Transfermarkt link">
          <Skeleton height={16} width="70%" />
          <Skeleton height={32} width={160} />
        </Stack>
      ) : details.isError ? (
        <Stack align="flex-start" gap="xs">
          <Alert color="red">{errorMessage(details.error)}</Alert>
          <Button variant="default" onClick={() => details.refetch()}>
            Try again
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
              <IconExternalLink size={14} aria-label="(opens in a new tab)" style={{ marginLeft: 4 }} />
            </Anchor>
          ) : (
            <Text>You have not added a link to your Transfermarkt profile yet.</Text>
          )}
          <Group gap="sm">
            {details.data.canEditTransfermarkt ? (
              <Button variant="default" onClick={() => setEditing(true)}>
                {details.data.transfermarktUrl ? 'Edit link' : 'Add Transfermarkt'}
              </Button>
            ) : null}
            <Button component={Link} to={`/apply-transfermarkt/${playerId}`}>
              Apply to be listed
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
