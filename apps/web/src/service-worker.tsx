import { registerSW } from 'virtual:pwa-register';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useT } from './i18n/language-provider.tsx';

const UPDATE_NOTICE = 'app-update';

/** What the notice's 'Reload' does. */
async function applyUpdate(update: () => Promise<void>) {
  const registration = await navigator.serviceWorker.getRegistration();
  // The worker that controls this page steps aside for the waiting one, and the page reloads once
  // that one controls it (registerSW listens for it).
  if (navigator.serviceWorker.controller && registration?.waiting) await update();
  // A page no worker controls (the first visit's) would never see that change: the new version is
  // active or takes over with this reload.
  else window.location.reload();
}

/** The notice's words, in the language shown (the first screen's catalog: always loaded). */
function UpdateNotice({ onReload }: { onReload: () => void }) {
  const t = useT();
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm">{t('first.appUpdateReady')}</Text>
      <Button size="xs" onClick={onReload}>
        {t('common.reload')}
      </Button>
    </Group>
  );
}

/**
 * Registers the service worker that vite.config.ts generates (decision 027). `main.tsx` loads this
 * module once the first screen has rendered, so none of it weighs on the login page's script.
 *
 * A new version's worker installs in the background and waits: it takes over when every tab of the
 * app has closed (the next visit), or at once when the member answers 'Reload' to the notice below.
 */
export function registerServiceWorker() {
  const update = registerSW({
    immediate: true,
    onNeedRefresh() {
      notifications.show({
        id: UPDATE_NOTICE,
        autoClose: false,
        withCloseButton: true,
        message: <UpdateNotice onReload={() => void applyUpdate(update)} />,
      });
    },
    // A browser without service workers, or one that refuses them (private modes, policies): the
    // app works as before, only without the offline page and the stored shell.
    onRegisterError() {},
  });
}
