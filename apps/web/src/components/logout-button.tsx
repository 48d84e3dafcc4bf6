import { Button } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useLogout } from '../hooks/use-logout.ts';

export function LogoutButton() {
  const { logout, isPending } = useLogout();
  return (
    <Button variant="default" leftSection={<IconLogout size={16} aria-hidden />} loading={isPending} onClick={logout}>
      Logout
    </Button>
  );
}
