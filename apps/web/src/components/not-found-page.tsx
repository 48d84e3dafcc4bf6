import { Anchor, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@scouting/contract/messages';
import { Link } from 'react-router';
import { useMemberT } from '../i18n/areas/member.ts';
import { useSentence } from '../i18n/sentences.ts';
import { PageTitle } from './page-title.tsx';

export function NotFoundPage() {
  const t = useMemberT();
  const sentence = useSentence();
  return (
    <Stack align="center" gap="md" py="xl">
      <PageTitle>{t('member.pageNotFound')}</PageTitle>
      <Title order={1} ta="center">
        {sentence(MESSAGES.notFound)}
      </Title>
      <Text ta="center">
        <Anchor component={Link} to="/">
          {t('member.goToHomePage')}
        </Anchor>
      </Text>
    </Stack>
  );
}
