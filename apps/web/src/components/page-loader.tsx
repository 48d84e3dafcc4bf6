import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useT } from '../i18n/language-provider.tsx';

export function PageLoader() {
  const t = useT();
  return (
    <Center py="xl" role="status" aria-live="polite" data-page-loader>
      <Loader />
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
    </Center>
  );
}
