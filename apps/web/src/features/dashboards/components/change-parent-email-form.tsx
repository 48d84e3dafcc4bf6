import { Alert, Button, Group, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { MESSAGES } from '@scouting/contract/messages';
import { ZParentEmailRequest } from '@scouting/contract/schemas/profiles';
import { errorMessage } from '../../../api/client.ts';
import { EmailInput } from '../../../components/text-inputs.tsx';
import { useDashboardsT } from '../../../i18n/areas/dashboards.ts';
import { withSentenceError } from '../../../i18n/field-errors.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useSetParentEmail } from '../api/set-parent-email.ts';

type ChangeParentEmailFormProps = { playerId: number; onDone: () => void };

/** 'Change address' while the parent has not answered: the new address is asked, the old link stops working. */
export function ChangeParentEmailForm({ playerId, onDone }: ChangeParentEmailFormProps) {
  const setParentEmail = useSetParentEmail();
  const t = useDashboardsT();
  const sentence = useSentence();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { parentEmail: '' },
    validate: schemaResolver(ZParentEmailRequest, { sync: true }),
  });
  const submit = form.onSubmit(({ parentEmail }) =>
    setParentEmail.mutate(
      { playerId, parentEmail: parentEmail.trim() },
      {
        onSuccess: ({ message }) => {
          notifications.show({ color: 'pitch', message: sentence(message || MESSAGES.parentEmailSubmitted) });
          onDone();
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <EmailInput
          label={t('dashboards.consent.newParentEmail')}
          autoComplete="off"
          key={form.key('parentEmail')}
          {...withSentenceError(form.getInputProps('parentEmail'), sentence)}
        />
        {setParentEmail.isError ? (
          <Alert color="red" role="alert">
            {sentence(errorMessage(setParentEmail.error))}
          </Alert>
        ) : null}
        <Group gap="xs">
          <Button type="submit" loading={setParentEmail.isPending}>
            {t('dashboards.consent.saveAddress')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('dashboards.consent.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
