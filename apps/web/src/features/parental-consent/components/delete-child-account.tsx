import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { ACCOUNT_DATA_MESSAGES } from '@scouting/contract';
import { errorMessage } from '../../../api/client.ts';
import { useDeleteChildAccount } from '../api/delete-child.ts';

/**
 * The parent who answered may have the child's account deleted from the same link (issue 27, the
 * UK Children's Code); once done, the page says so and the link stops working.
 */
export function DeleteChildAccount({ token, childFirstName }: { token: string; childFirstName: string }) {
  const remove = useDeleteChildAccount();
  if (remove.isSuccess) return <Alert color="green">{remove.data.message}</Alert>;
  const confirm = () =>
    modals.openConfirmModal({
      title: 'Delete my child’s account',
      children: <Text size="sm">{ACCOUNT_DATA_MESSAGES.parentDeleteConfirm}</Text>,
      labels: { confirm: 'Delete the account', cancel: 'Keep the account' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(token),
    });
  return (
    <Stack gap="sm" component="section" aria-labelledby="delete-child-heading">
      <Title order={2} size="h4" id="delete-child-heading">
        Delete {childFirstName}’s account
      </Title>
      <Text size="sm">{ACCOUNT_DATA_MESSAGES.parentDeleteIntro}</Text>
      {remove.isError ? <Alert color="red">{errorMessage(remove.error)}</Alert> : null}
      <Button
        color="red"
        variant="outline"
        onClick={confirm}
        loading={remove.isPending}
        style={{ alignSelf: 'flex-start' }}
      >
        Delete my child’s account
      </Button>
    </Stack>
  );
}
