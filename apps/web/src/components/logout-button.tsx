import { Button } from '@mantine/core';
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
  return (
    <Button variant="default" leftSection={<IconLogout size={16} aria-hidden />} loading={isPending} onClick={logout}>
      {t('header.logout')}
    </Button>
  );
}
