import { ActionIcon, Avatar, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { LANGUAGE_INFO, LANGUAGES, type TLanguage } from '@scouting/contract/languages';
import { IconCheck, IconCreditCard, IconLanguage, IconLogout, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { chooseAccountLanguage } from '../api/account-language.ts';
import { errorMessage } from '../api/client.ts';
import { useLogout } from '../hooks/use-logout.ts';
import { useLanguage, useT } from '../i18n/language-provider.tsx';
import { useBuiltOnFirstOpen } from './built-on-first-open.ts';

function initials(fullName: string): string {
  const parts = fullName.trim().split(/\s+/);
  return `${parts[0]?.[0] ?? ''}${parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : ''}`.toUpperCase();
}

/**
 * The profile menu (docs/product.md#every-members-pages): Settings opens its page, Payment Options says plainly that nothing is paid for yet, Language opens the
 * list of languages (docs/product.md#languages: the choice is kept on the account), Logout works.
 */
export function ProfileMenu({ fullName, profileImageUrl }: { fullName: string; profileImageUrl: string | null }) {
  const { logout, isPending } = useLogout();
  const t = useT();
  const current = useLanguage();
  const shown = initials(fullName);
  const choose = (language: TLanguage) =>
    chooseAccountLanguage(language).catch((error: unknown) =>
      notifications.show({ color: 'red', message: errorMessage(error) || t('settings.languageSaveFailed') }),
    );
  const menu = useBuiltOnFirstOpen<HTMLButtonElement>();
  // The name contains the initials the button shows (WCAG 2.5.3 label in name).
  const label = [shown, t('menu.profileMenu')].filter(Boolean).join(', ');
  const avatar = (
    <Avatar src={profileImageUrl} size={28} radius="xl" color="pitch" variant="filled" aria-hidden>
      {shown}
    </Avatar>
  );
  const button = { variant: 'default', size: 'lg', radius: 'xl', 'aria-label': label, loading: isPending } as const;
  if (!menu.built) {
    return (
      <ActionIcon {...button} aria-haspopup="menu" aria-expanded={false} onClick={menu.open}>
        {avatar}
      </ActionIcon>
    );
  }
  return (
    <Menu opened={menu.opened} onChange={menu.setOpened} position="bottom-end" shadow="md" width={220}>
      <Menu.Target>
        <ActionIcon ref={menu.targetRef} {...button}>
          {avatar}
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <bdi>{fullName}</bdi>
        </Menu.Label>
        <Menu.Item component={Link} to="/settings" leftSection={<IconSettings size={16} aria-hidden />}>
          {t('menu.settings')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconCreditCard size={16} aria-hidden />}
          onClick={() => notifications.show({ message: t('menu.paymentsNotYet') })}
        >
          {t('menu.paymentOptions')}
        </Menu.Item>
        <Menu.Sub position="left-start">
          <Menu.Sub.Target>
            <Menu.Sub.Item leftSection={<IconLanguage size={16} aria-hidden />}>{t('menu.language')}</Menu.Sub.Item>
          </Menu.Sub.Target>
          <Menu.Sub.Dropdown>
            {LANGUAGES.map((language) => (
              <Menu.Item
                key={language}
                lang={language}
                aria-current={language === current ? 'true' : undefined}
                rightSection={language === current ? <IconCheck size={16} aria-hidden /> : null}
                onClick={() => void choose(language)}
              >
                {LANGUAGE_INFO[language].name}
              </Menu.Item>
            ))}
          </Menu.Sub.Dropdown>
        </Menu.Sub>
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={logout}>
          {t('menu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
