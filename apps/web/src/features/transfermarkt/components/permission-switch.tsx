import { Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isolate } from '@scouting/contract/bidi-isolate';
import { MESSAGES } from '@scouting/contract/messages';
import { useState } from 'react';
import { errorMessage } from '../../../api/client.ts';
import { useTransfermarktT } from '../../../i18n/areas/transfermarkt.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useSetCanEditTransfermarkt } from '../api/review-application.ts';

type PermissionSwitchProps = { playerId: number; playerName: string; allowed: boolean };

/**
 * The player's Add Transfermarkt button (docs/product.md#transfermarkt): shown at once, put back if the server refuses.
 * The same switch on the application card and on the player's profile (admin view).
 */
export function PermissionSwitch({ playerId, playerName, allowed }: PermissionSwitchProps) {
  const setCanEdit = useSetCanEditTransfermarkt();
  const t = useTransfermarktT();
  const sentence = useSentence();
  const [pending, setPending] = useState<boolean | null>(null);
  const checked = pending ?? allowed;
  return (
    <Switch
      label={t('transfermarkt.permission')}
      aria-label={t('transfermarkt.permissionFor', { name: isolate(playerName) })}
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
                title: sentence(MESSAGES.updatePermissionFailed),
                message: sentence(errorMessage(error)),
              }),
          },
        );
      }}
    />
  );
}
