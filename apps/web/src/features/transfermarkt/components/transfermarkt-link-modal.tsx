import { Alert, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { MESSAGES } from '@scouting/contract/messages';
import { ZTransfermarktUrlRequest } from '@scouting/contract/schemas/transfermarkt';
import { useState } from 'react';
import { errorMessage } from '../../../api/client.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { LazyModal } from '../../../components/lazy-modal.tsx';
import { useInputProps, useTransfermarktT } from '../../../i18n/areas/transfermarkt.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useSetTransfermarktLink } from '../api/set-transfermarkt-link.ts';

type LinkModalProps = { playerId: number; currentUrl: string | null; opened: boolean; onClose: () => void };

/** Adds or edits the external profile link (docs/product.md#transfermarkt: it must start with http). */
export function TransfermarktLinkModal({ playerId, currentUrl, opened, onClose }: LinkModalProps) {
  const mode = currentUrl ? 'edit' : 'add';
  const setLink = useSetTransfermarktLink();
  const t = useTransfermarktT();
  const sentence = useSentence();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { transfermarktUrl: currentUrl ?? '' },
    validate: schemaResolver(ZTransfermarktUrlRequest, { sync: true }),
  });

  const inputProps = useInputProps(form);

  const close = () => {
    setFailure(null);
    form.reset();
    onClose();
  };

  const submit = form.onSubmit(({ transfermarktUrl }) => {
    setFailure(null);
    setLink.mutate(
      { playerId, url: transfermarktUrl.trim(), mode },
      {
        onSuccess: () => {
          notifications.show({ color: 'pitch', message: t('transfermarkt.link.saved') });
          close();
        },
        onError: (error) => setFailure(sentence(errorMessage(error))),
      },
    );
  });

  return (
    <LazyModal
      opened={opened}
      onClose={close}
      title={t(mode === 'add' ? 'transfermarkt.link.addTitle' : 'transfermarkt.link.editTitle')}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('transfermarkt.fact.link')}
            description={t('transfermarkt.link.help')}
            type="url"
            placeholder={t('transfermarkt.link.placeholder')}
            required
            data-autofocus
            key={form.key('transfermarktUrl')}
            {...inputProps('transfermarktUrl')}
          />
          {failure ? (
            <Alert
              color="red"
              role="alert"
              title={sentence(mode === 'add' ? MESSAGES.saveLinkFailed : MESSAGES.updateLinkFailed)}
            >
              {failure}
            </Alert>
          ) : null}
          <FormActions onCancel={close} loading={setLink.isPending}>
            {t('transfermarkt.link.save')}
          </FormActions>
        </Stack>
      </form>
    </LazyModal>
  );
}
