import { Button, Collapse, Group, Select, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  type TCareer,
  type TConfirmationRequestBody,
  ZConfirmationRequestBody,
} from '@scouting/contract/schemas/career';
import { useState } from 'react';
import { isApiError } from '../../../api/client.ts';
import { EmailInput } from '../../../components/text-inputs.tsx';
import { useCareerT } from '../../../i18n/areas/career.ts';
import { withSentenceError } from '../../../i18n/field-errors.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useAskCoach } from '../api/career.ts';

const resolve = schemaResolver(ZConfirmationRequestBody, { sync: true });

/**
 * The owner asks a coach to confirm one club's seasons (docs/product.md#a-coach-confirms): the coach gets a
 * mailed link and needs no account.
 */
export function AskCoachForm({ playerId, career }: { playerId: number; career: TCareer }) {
  const t = useCareerT();
  const sentence = useSentence();
  const ask = useAskCoach(playerId);
  const [opened, setOpened] = useState(false);
  const entries = career.entries.filter((entry) => entry.seasons.length > 0);
  const form = useForm<{ entryId: string | null; coachName: string; coachEmail: string; coachRole: string }>({
    initialValues: { entryId: null, coachName: '', coachEmail: '', coachRole: '' },
    validate: (values) => resolve({ ...values, entryId: Number(values.entryId) } as never),
  });
  if (entries.length === 0) return null;
  const field = (path: string) => withSentenceError(form.getInputProps(path), sentence);
  const submit = form.onSubmit((values) => {
    const body: TConfirmationRequestBody = { ...values, entryId: Number(values.entryId) };
    ask.mutate(body, {
      onSuccess: (answer) => {
        notifications.show({ color: 'green', message: sentence(answer.message) });
        form.reset();
        setOpened(false);
      },
      onError: (error) => {
        if (isApiError(error) && error.fields) form.setErrors(error.fields);
        notifications.show({ color: 'red', message: sentence(error.message) });
      },
    });
  });
  return (
    <Stack gap="sm">
      <Group>
        <Button variant="default" onClick={() => setOpened((open) => !open)} aria-expanded={opened}>
          {t('career.ask.open')}
        </Button>
      </Group>
      <Collapse expanded={opened}>
        <form onSubmit={submit} noValidate aria-label={t('career.ask.open')}>
          <Stack gap="sm">
            <Select
              label={t('career.ask.entry')}
              required
              allowDeselect={false}
              data={entries.map((entry) => ({ value: String(entry.id), label: `${entry.club} (${entry.from})` }))}
              {...field('entryId')}
            />
            <TextInput label={t('career.ask.coachName')} required {...field('coachName')} />
            <EmailInput label={t('career.ask.coachEmail')} autoComplete="off" {...field('coachEmail')} />
            <TextInput label={t('career.ask.coachRole')} required {...field('coachRole')} />
            <Group>
              <Button type="submit" loading={ask.isPending}>
                {t('career.ask.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Collapse>
    </Stack>
  );
}
