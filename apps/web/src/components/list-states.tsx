import { Alert, Button, Skeleton, Stack } from '@mantine/core';

/** Skeleton rows while a list loads. */
const ROWS = ['first', 'second', 'third'];

export function ListSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="sm" role="status" aria-label={label}>
      {ROWS.map((row) => (
        <Skeleton key={row} height={96} />
      ))}
    </Stack>
  );
}

/** A failed list: what went wrong and a way to try again. */
export function ListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Stack align="flex-start">
      <Alert color="red" role="alert">
        {message}
      </Alert>
      <Button variant="default" onClick={onRetry}>
        Try again
      </Button>
    </Stack>
  );
}
