import { Alert, Button, Stack, Title } from '@mantine/core';
import { useT } from '../i18n/language-provider.tsx';
import { PageTitle } from './page-title.tsx';

/**
 * Keeps the header on screen when a page fails (typically a chunk missing after a new deployment).
 * Its words are the first screen's catalog, already loaded: a page group's catalog might be one of
 * the chunks that failed.
 */
export function RouteError() {
  const t = useT();
  return (
    <Stack align="flex-start" gap="md" data-route-error>
      <PageTitle>{t('error.title')}</PageTitle>
      <Title order={1}>{t('first.somethingWentWrong')}</Title>
      <Alert color="red">{t('first.serverError')}</Alert>
      <Button onClick={() => window.location.reload()}>{t('error.reloadPage')}</Button>
    </Stack>
  );
}
