import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';

type FormAlertProps = { message: string | null; tone?: 'error' | 'success' };

/** A form-level outcome under the form: the server's words in an error style, or a success. */
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
