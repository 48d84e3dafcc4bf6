import { Button, Collapse, Group, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import { isApiError } from '../api/client.ts';
import { withSentenceError } from '../i18n/field-errors.ts';
import { useSentence } from '../i18n/sentences.ts';

type Ask<Body> = {
  mutate: (
    body: Body,
    callbacks: { onSuccess: (answer: { message: string }) => void; onError: (error: Error) => void },
  ) => void;
  isPending: boolean;
};

type AskByMailFormProps<Values extends Record<string, unknown>, Body> = {
  /** The button that opens and closes the form; the form's accessible name too. */
  openLabel: string;
  sendLabel: string;
  form: UseFormReturnType<Values>;
  /** The request the form's values make. */
  toBody: (values: Values) => Body;
  ask: Ask<Body>;
  /** The inputs, given each field's props with its error in the language shown. */
  children: (field: (path: keyof Values & string) => object) => ReactNode;
};

/**
 * The owner asks someone outside the site by mail (a coach's confirmation of seasons, a reference,
 * docs/product.md#a-coach-confirms and #references): a form behind a button, the server's answer as
 * a notification, the form emptied and closed once sent.
 */
export function AskByMailForm<Values extends Record<string, unknown>, Body>({
  openLabel,
  sendLabel,
  form,
  toBody,
  ask,
  children,
}: AskByMailFormProps<Values, Body>) {
  const sentence = useSentence();
  const [opened, setOpened] = useState(false);
  const field = (path: keyof Values & string) => withSentenceError(form.getInputProps(path), sentence);
  const submit = form.onSubmit((values) =>
    ask.mutate(toBody(values), {
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
          {openLabel}
        </Button>
      </Group>
      <Collapse expanded={opened}>
        <form onSubmit={submit} noValidate aria-label={openLabel}>
          <Stack gap="sm">
            {children(field)}
            <Group>
              <Button type="submit" loading={ask.isPending}>
                {sendLabel}
              </Button>
            </Group>
          </Stack>
        </form>
      </Collapse>
    </Stack>
  );
}
