import { Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MESSAGES } from '@scouting/contract';
import { useState } from 'react';
import { errorMessage } from '../../../api/client.ts';
import { useSetCanEditTransfermarkt } from '../api/review-application.ts';

type PermissionSwitchProps = { playerId: number; playerName: string; allowed: boolean };

/**
 * The player's Add Transfermarkt button (SPEC §4): shown at once, put back if the server refuses.
 * The same switch on the application card and on the player's profile (admin view).
 */
export function PermissionSwitch({ playerId, playerName, allowed }: PermissionSwitchProps) {
  const setCanEdit = useSetCanEditTransfermarkt();
  const [pending, setPending] = useState<boolean | null>(null);
  const checked = pending ?? allowed;
  return (
    <Switch
      label="May add or edit the Transfermarkt link"
      aria-label={`${playerName} may add or edit the Transfermarkt link`}
      checked={checked}
      disabled={setCanEdit.isPending}
      onChange={(event) => {
        const canEdit = event.currentTarget.checked;
        setPending(canEdit);
        setCanEdit.mutate(
          { playerId, canEdit },
          {
            onSettled: () => setPending(null),
            onError: (error) =>
              notifications.show({
                color: 'red',
                title: MESSAGES.updatePermissionFailed,
                message: errorMessage(error),
              }),
          },
        );
      }}
    />
  );
}
