import { Center, Loader, VisuallyHidden } from '@mantine/core';

export function PageLoader() {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Loader />
      <VisuallyHidden>Loading…</VisuallyHidden>
    </Center>
  );
}
