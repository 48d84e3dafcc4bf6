import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useT } from '../i18n/language-provider.tsx';

export function ColorSchemeToggle() {
  const t = useT();
  const { setColorScheme } = useMantineColorScheme();
  const current = useComputedColorScheme('light');
  const next = current === 'dark' ? 'light' : 'dark';
  return (
    <ActionIcon
      variant="default"
      size="lg"
      onClick={() => setColorScheme(next)}
      aria-label={next === 'dark' ? t('header.useDarkColours') : t('header.useLightColours')}
    >
      {next === 'dark' ? <IconMoon size={18} aria-hidden /> : <IconSun size={18} aria-hidden />}
    </ActionIcon>
  );
}
