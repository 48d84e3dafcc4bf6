import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';

/** What the last action of a form did: the server's words in an error style, or a success. */
export type TOutcome = { tone: 'error' | 'success'; message: string } | null;

type FormAlertProps = { message: string | null; tone?: 'error' | 'success' };

/** A form-level outcome under the form, read out by screen readers when it appears. */
export function FormAlert({ message, tone = 'error' }: FormAlertProps) {
  if (!message) return null;
  const error = tone === 'error';
  return (
    <Alert
      color={error ? 'red' : 'pitch'}
      role={error ? 'alert' : 'status'}
      icon={error ? <IconAlertCircle aria-hidden /> : <IconCircleCheck aria-hidden />}
    >
      {message}
    </Alert>
  );
}

/** The same alert for a form that keeps its last outcome as one value (settings, registration). */
export function Outcome({ outcome }: { outcome: TOutcome }) {
  return <FormAlert message={outcome?.message ?? null} tone={outcome?.tone} />;
}
