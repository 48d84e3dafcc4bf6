import { Anchor, Text } from '@mantine/core';
import { isolate } from '@scouting/contract/bidi-isolate';
import type { TRepresentedBy } from '@scouting/contract/schemas/representation';
import { Link } from 'react-router';
import { useRepresentationT } from '../../../i18n/areas/representation.ts';
import { intlLocale } from '../../../i18n/i18n.ts';
import { useLanguage } from '../../../i18n/language-provider.tsx';

/**
 * "Represented by {agent} until {date}" on a player's profile (docs/product.md#representation); nothing while
 * unrepresented. The end date is a calendar day (UTC), shown as that day wherever the reader is.
 * It formats the day itself so that the profiles do not load the representation pages' helpers.
 */
export function RepresentedBy({ representedBy }: { representedBy: TRepresentedBy | null }) {
  const t = useRepresentationT();
  const locale = intlLocale(useLanguage());
  if (!representedBy) return null;
  const until = new Date(`${representedBy.until}T00:00:00Z`).toLocaleDateString(locale, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  return (
    <Text size="sm">
      <Anchor component={Link} to={`/agent-profile/${representedBy.agentId}`} inherit>
        {t('representation.representedBy', { name: isolate(representedBy.name) })}
      </Anchor>{' '}
      {t('representation.until', { date: until })}
    </Text>
  );
}
