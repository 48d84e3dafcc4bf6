import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { ACCOUNT_DATA_MESSAGES } from '@scouting/contract/account-data';
import { isolate } from '@scouting/contract/bidi-isolate';
import { useState } from 'react';
import { errorMessage } from '../../../api/client.ts';
import { useConsentT } from '../../../i18n/parent-pages.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useDeleteChildAccount } from '../api/delete-child.ts';

/**
 * The parent who answered may have the child's account deleted from the same link (docs/product.md#deleting-an-account, the
 * UK Children's Code); once done, the page says so and the link stops working. The confirmation is
 * asked in place: the public pages carry no modals provider (it belongs to the member layout).
 */
export function DeleteChildAccount({ token, childFirstName }: { token: string; childFirstName: string }) {
  const t = useConsentT();
  const sentence = useSentence();
  const remove = useDeleteChildAccount();
  const [confirming, setConfirming] = useState(false);
  // Said in the page's language (`?lang=` from the mail), whatever language the answer came in.
  if (remove.isSuccess) return <Alert color="green">{sentence(ACCOUNT_DATA_MESSAGES.childAccountDeleted)}</Alert>;
  return (
    <Stack gap="sm" component="section" aria-labelledby="delete-child-heading">
      <Title order={2} size="h4" id="delete-child-heading">
        {t('consent.deleteHeading', { childFirstName: isolate(childFirstName) })}
      </Title>
      <Text size="sm">{t('consent.deleteIntro')}</Text>
      {remove.isError ? <Alert color="red">{sentence(errorMessage(remove.error))}</Alert> : null}
      {confirming ? (
        <Alert color="red" title={t('consent.deleteConfirm')}>
          <Group gap="sm" mt="xs">
            <Button color="red" onClick={() => remove.mutate(token)} loading={remove.isPending}>
              {t('consent.deleteYes')}
            </Button>
            <Button variant="default" onClick={() => setConfirming(false)} disabled={remove.isPending}>
              {t('consent.deleteKeep')}
            </Button>
          </Group>
        </Alert>
      ) : (
        <Button color="red" variant="outline" onClick={() => setConfirming(true)} style={{ alignSelf: 'flex-start' }}>
          {t('consent.deleteButton')}
        </Button>
      )}
    </Stack>
  );
}
