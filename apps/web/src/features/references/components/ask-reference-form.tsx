import { Button, Collapse, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type TReferenceRequestBody, ZReferenceRequestBody } from '@scouting/contract/schemas/references';
import { useState } from 'react';
import { isApiError } from '../../../api/client.ts';
import { EmailInput } from '../../../components/text-inputs.tsx';
import { useCareerT } from '../../../i18n/areas/career.ts';
import { withSentenceError } from '../../../i18n/field-errors.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useAskReference } from '../api/references.ts';

const resolve = schemaResolver(ZReferenceRequestBody, { sync: true });

/** The owner asks a coach for a few lines (docs/product.md#references): the coach gets a mailed link, no account. */
export function AskReferenceForm() {
  const t = useCareerT();
  const sentence = useSentence();
  const ask = useAskReference();
  const [opened, setOpened] = useState(false);
  const form = useForm<TReferenceRequestBody>({
    initialValues: { name: '', email: '', role: '', club: '' },
    validate: resolve,
  });
  const field = (path: keyof TReferenceRequestBody) => withSentenceError(form.getInputProps(path), sentence);
  const submit = form.onSubmit((values) =>
    ask.mutate(values, {
      onSuccess: (answer) => {
        notifications.show({ color: 'green', message: sentence(answer.message) });
        form.reset();
        setOpened(false);
      },
      onError: (error) => {
        if (isApiError(error) && error.fields) form.setErrors(error.fields);
        notifications.show({ color: 'red', message: sentence(error.message) });
      },
    }),
  );
  return (
    <Stack gap="sm">
      <Group>
        <Button variant="default" onClick={() => setOpened((open) => !open)} aria-expanded={opened}>
          {t('career.references.ask.open')}
        </Button>
      </Group>
      <Collapse expanded={opened}>
        <form onSubmit={submit} noValidate aria-label={t('career.references.ask.open')}>
          <Stack gap="sm">
            <TextInput label={t('career.references.ask.name')} required {...field('name')} />
            <EmailInput label={t('career.references.ask.email')} autoComplete="off" {...field('email')} />
            <TextInput label={t('career.references.ask.role')} required {...field('role')} />
            <TextInput label={t('career.references.ask.club')} required {...field('club')} />
            <Group>
              <Button type="submit" loading={ask.isPending}>
                {t('career.references.ask.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Collapse>
    </Stack>
  );
}
