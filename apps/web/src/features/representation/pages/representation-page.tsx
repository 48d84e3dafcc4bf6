import { Stack, Switch, Text, Title } from '@mantine/core';
import { REPRESENTATION_MESSAGES } from '@scouting/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Outcome, type TOutcome } from '../../../components/form-alert.tsx';
import { ItemList } from '../../../components/item-list.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useMember } from '../../../hooks/use-member.ts';
import { offersQueryOptions } from '../api/get-offers.ts';
import { representationsQueryOptions } from '../api/get-representations.ts';
import { AgreementCard } from '../components/agreement-card.tsx';
import { OfferCard } from '../components/offer-card.tsx';

const TITLE = 'Representation';

/**
 * `/representation` (issue 28 §2): a player's offers received or an agent's offers sent, with the
 * answers they allow, and the agreements made from them (the past ones on request).
 */
export function RepresentationPage() {
  // The route lets only players and agents in.
  const viewer = useMember().role === 'Player' ? 'Player' : 'Agent';
  return (
    <Stack gap="lg" maw={900}>
      <PageTitle>{TITLE}</PageTitle>
      <Title order={1}>{TITLE}</Title>
      <OffersSection viewer={viewer} />
      <AgreementsSection viewer={viewer} />
    </Stack>
  );
}

function OffersSection({ viewer }: { viewer: 'Player' | 'Agent' }) {
  const [outcome, setOutcome] = useState<TOutcome>(null);
  const pages = useInfiniteQuery(offersQueryOptions());
  const title = viewer === 'Player' ? 'Offers received' : 'Offers sent';
  return (
    <SectionCard title={title}>
      <Outcome outcome={outcome} />
      <PagedList
        query={pages}
        items={(data) => data.pages.flatMap((page) => page.offers)}
        loadingLabel="Loading the offers"
        empty={
          <Text>
            {viewer === 'Player' ? REPRESENTATION_MESSAGES.noOffersPlayer : REPRESENTATION_MESSAGES.noOffersAgent}
          </Text>
        }
      >
        {(offers) => (
          <ItemList label={`${title}, newest first`}>
            {offers.map((offer) => (
              <OfferCard key={offer.id} offer={offer} viewer={viewer} onOutcome={setOutcome} />
            ))}
          </ItemList>
        )}
      </PagedList>
    </SectionCard>
  );
}

function AgreementsSection({ viewer }: { viewer: 'Player' | 'Agent' }) {
  const [outcome, setOutcome] = useState<TOutcome>(null);
  const [showPast, setShowPast] = useState(false);
  const pages = useInfiniteQuery(representationsQueryOptions(showPast ? 'all' : 'active'));
  return (
    <SectionCard title="Agreements">
      <Switch
        label="Show past agreements"
        checked={showPast}
        onChange={(event) => setShowPast(event.currentTarget.checked)}
      />
      <Outcome outcome={outcome} />
      <PagedList
        query={pages}
        items={(data) => data.pages.flatMap((page) => page.representations)}
        loadingLabel="Loading the agreements"
        empty={<Text>{REPRESENTATION_MESSAGES.noAgreements}</Text>}
      >
        {(agreements) => (
          <ItemList label={showPast ? 'All agreements' : 'Current agreements'}>
            {agreements.map((agreement) => (
              <AgreementCard key={agreement.id} agreement={agreement} viewer={viewer} onOutcome={setOutcome} />
            ))}
          </ItemList>
        )}
      </PagedList>
    </SectionCard>
  );
}
