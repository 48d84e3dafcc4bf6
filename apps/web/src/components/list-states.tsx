import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { useMemberT } from '../i18n/areas/member.ts';

/** Skeleton rows while a list loads. */
export function ListSkeleton({
  label,
  rows = 3,
  height = 96,
}: {
  label: string;
  rows?: number | undefined;
  height?: number | undefined;
}) {
  return (
    <Stack gap="sm" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, row) => (
        // The rows are identical placeholders that never reorder.
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={row} height={height} />
      ))}
    </Stack>
  );
}

/** A failed list: what went wrong (under a heading when there is one) and a way to try again. */
export function ListError({
  message,
  title,
  onRetry,
}: {
  message: string;
  title?: string | undefined;
  onRetry: () => void;
}) {
  const t = useMemberT();
  return (
    <Stack align="flex-start">
      <Alert color="red" role="alert" title={title}>
        {message}
      </Alert>
      <Button variant="default" onClick={onRetry}>
        {t('member.tryAgain')}
      </Button>
    </Stack>
  );
}
