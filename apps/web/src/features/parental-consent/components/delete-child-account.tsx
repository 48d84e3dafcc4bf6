import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { ACCOUNT_DATA_MESSAGES } from '@scouting/contract';
import { useState } from 'react';
import { errorMessage } from '../../../api/client.ts';
import { useDeleteChildAccount } from '../api/delete-child.ts';

/**
 * The parent who answered may have the child's account deleted from the same link (issue 27, the
 * UK Children's Code); once done, the page says so and the link stops working. The confirmation is
 * asked in place: the public pages carry no modals provider (it belongs to the member layout).
 */
export function DeleteChildAccount({ token, childFirstName }: { token: string; childFirstName: string }) {
  const remove = useDeleteChildAccount();
  const [confirming, setConfirming] = useState(false);
  if (remove.isSuccess) return <Alert color="green">{remove.data.message}</Alert>;
  return (
    <Stack gap="sm" component="section" aria-labelledby="delete-child-heading">
      <Title order={2} size="h4" id="delete-child-heading">
        Delete {childFirstName}’s account
      </Title>
      <Text size="sm">{ACCOUNT_DATA_MESSAGES.parentDeleteIntro}</Text>
      {remove.isError ? <Alert color="red">{errorMessage(remove.error)}</Alert> : null}
      {confirming ? (
        <Alert color="red" title={ACCOUNT_DATA_MESSAGES.parentDeleteConfirm}>
          <Group gap="sm" mt="xs">
            <Button color="red" onClick={() => remove.mutate(token)} loading={remove.isPending}>
              Yes, delete the account
            </Button>
            <Button variant="default" onClick={() => setConfirming(false)} disabled={remove.isPending}>
              Keep the account
            </Button>
          </Group>
        </Alert>
      ) : (
        <Button color="red" variant="outline" onClick={() => setConfirming(true)} style={{ alignSelf: 'flex-start' }}>
          Delete my child’s account
        </Button>
      )}
    </Stack>
  );
}
