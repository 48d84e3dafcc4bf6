import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';

export type TOutcome = { tone: 'error' | 'success'; message: string } | null;

/** What the last action of a settings section did, read out by screen readers when it appears. */
export function Outcome({ outcome }: { outcome: TOutcome }) {
  if (!outcome) return null;
  const error = outcome.tone === 'error';
  return (
    <Alert
      color={error ? 'red' : 'pitch'}
      role={error ? 'alert' : 'status'}
      icon={error ? <IconAlertCircle aria-hidden /> : <IconCircleCheck aria-hidden />}
    >
      {outcome.message}
    </Alert>
  );
}
