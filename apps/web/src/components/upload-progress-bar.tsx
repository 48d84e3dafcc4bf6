import { Alert, Progress, Stack, Text } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/**
 * How much of a multipart upload has gone (docs/conventions.md#look-and-feel: a 10 MB document on a
 * phone takes a while): the form's sentence, and a bar it labels that moves until all is sent.
 */
export function UploadProgressBar({ share, children }: { share: number; children: ReactNode }) {
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" id={labelId}>
        {children}
      </Text>
      <Progress value={share * 100} aria-labelledby={labelId} animated={share < 1} />
    </Stack>
  );
}

/**
 * A verification form's lines above its button: why the last request failed, and while one is on its
 * way, how much of its documents has gone (`sending` says it from the whole percent).
 */
export function RequestUploadState({
  failure,
  sent,
  sending,
}: {
  failure: string | null;
  sent: number | null;
  sending: (percent: number) => ReactNode;
}) {
  return (
    <>
      {failure ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : null}
      {sent !== null ? <UploadProgressBar share={sent}>{sending(Math.round(sent * 100))}</UploadProgressBar> : null}
    </>
  );
}
