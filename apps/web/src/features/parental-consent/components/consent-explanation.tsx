import { List, Stack, Text, Title } from '@mantine/core';
import { isolate } from '@scouting/contract/bidi-isolate';
import { MESSAGES } from '@scouting/contract/messages';
import { translateSentence } from '../../../i18n/i18n.ts';
import { useConsentT } from '../../../i18n/parent-pages.ts';

/** What the network is and what is shown to whom: the same words as the parent's mail. */
export function ConsentExplanation({ childFullName }: { childFullName: string }) {
  const t = useConsentT();
  const productName = translateSentence(MESSAGES.productName);
  return (
    <Stack gap="sm">
      <Text>{t('consent.intro', { childFullName: isolate(childFullName), productName })}</Text>
      <Text>{t('consent.tagline', { productName })}</Text>
      <Text>{t('consent.why')}</Text>
      <Title order={2} size="h4">
        {t('consent.shownHeading')}
      </Title>
      <List spacing="xs">
        <List.Item>{t('consent.shown')}</List.Item>
        <List.Item>{t('consent.contact')}</List.Item>
        <List.Item>{t('consent.refuse')}</List.Item>
      </List>
    </Stack>
  );
}
