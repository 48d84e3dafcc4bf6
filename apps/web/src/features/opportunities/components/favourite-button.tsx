import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isolate } from '@scouting/contract/bidi-isolate';
import { FAVOURITE_MESSAGES } from '@scouting/contract/favourites';
import type { TOpportunity } from '@scouting/contract/schemas/opportunities';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { errorMessage } from '../../../api/client.ts';
import { useOpportunitiesT } from '../../../i18n/areas/opportunities.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { useSetFavourite } from '../api/favourites.ts';

/** 'Save' ↔ 'Saved' on a player's opportunity card (decision 019), like an agent's star on an application. */
export function FavouriteButton({
  opportunity,
}: {
  opportunity: Pick<TOpportunity, 'id' | 'description' | 'favourite'>;
}) {
  const t = useOpportunitiesT();
  const sentence = useSentence();
  const setFavourite = useSetFavourite();
  const saved = opportunity.favourite === true;
  const shown = sentence(saved ? FAVOURITE_MESSAGES.saved : FAVOURITE_MESSAGES.save);
  return (
    <Button
      variant={saved ? 'light' : 'default'}
      leftSection={saved ? <IconHeartFilled size={16} aria-hidden /> : <IconHeart size={16} aria-hidden />}
      aria-pressed={saved}
      // The name starts with the words shown (WCAG 2.5.3, label in name), then says which post.
      aria-label={t('opportunities.favourite.label', {
        shown,
        description: isolate(opportunity.description.slice(0, 60)),
      })}
      loading={setFavourite.isPending}
      onClick={() =>
        setFavourite.mutate(
          { opportunityId: opportunity.id, favourite: !saved },
          { onError: (error) => notifications.show({ color: 'red', message: sentence(errorMessage(error)) }) },
        )
      }
    >
      {shown}
    </Button>
  );
}
