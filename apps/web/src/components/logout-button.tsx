import { ActionIcon, Button } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useLogout } from '../hooks/use-logout.ts';
import { useT } from '../i18n/language-provider.tsx';
import { WithQueryClient } from './with-query-client.tsx';

/** The account header's Logout button (signed-in visitors only), lazy: it brings TanStack Query. */
export function LogoutButton() {
  return (
    <WithQueryClient>
      <Logout />
    </WithQueryClient>
  );
}

function Logout() {
  const { logout, isPending } = useLogout();
  const t = useT();
  // On a phone the word does not fit beside the brand, the colour toggle and the language in French,
  // Spanish or Arabic: the icon stands alone there, named for screen readers, as the member's header
  // links do.
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconLogout size={16} aria-hidden />}
        loading={isPending}
        onClick={logout}
        visibleFrom="xs"
      >
        {t('header.logout')}
      </Button>
      <ActionIcon
        variant="default"
        size="input-sm"
        aria-label={t('header.logout')}
        loading={isPending}
        onClick={logout}
        hiddenFrom="xs"
      >
        <IconLogout size={16} aria-hidden />
      </ActionIcon>
    </>
  );
}
