import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useMemberT } from '../i18n/areas/member.ts';
import { useT } from '../i18n/language-provider.tsx';
import { PageTitle } from './page-title.tsx';

/** What a member sees on a page their role may not open (admin pages). */
export function NotAuthorisedPage({ dashboardPath }: { dashboardPath: string }) {
  const t = useT();
  const memberT = useMemberT();
  return (
    <Stack align="center" gap="md" py="xl">
      <PageTitle>{t('first.notAuthorisedTitle')}</PageTitle>
      <Title order={1} ta="center">
        {t('first.notAuthorisedTitle')}
      </Title>
      <Text ta="center">{t('first.notAuthorisedText')}</Text>
      <Button component={Link} to={dashboardPath}>
        {memberT('member.goToMyDashboard')}
      </Button>
    </Stack>
  );
}
