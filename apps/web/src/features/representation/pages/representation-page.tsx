import { Stack, Switch, Text, Title } from '@mantine/core';
import { PITCH_MESSAGES } from '@scouting/contract/pitches';
import { REPRESENTATION_MESSAGES } from '@scouting/contract/representation';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Outcome, type TOutcome } from '../../../components/form-alert.tsx';
import { ItemList } from '../../../components/item-list.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useMember } from '../../../hooks/use-member.ts';
import { useRepresentationT } from '../../../i18n/areas/representation.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { offersQueryOptions } from '../api/get-offers.ts';
import { pitchesQueryOptions } from '../api/get-pitches.ts';
import { representationsQueryOptions } from '../api/get-representations.ts';
import { AgreementCard } from '../components/agreement-card.tsx';
import { OfferCard } from '../components/offer-card.tsx';
import { PitchAboutMeCard } from '../components/pitch-about-me-card.tsx';

/**
 * `/representation` (docs/product.md#representation): a player's offers received or an agent's offers sent, with the
 * answers they allow, and the agreements made from them (the past ones on request).
 */
export function RepresentationPage() {
  // The route lets only players and agents in.
  const viewer = useMember().role === 'Player' ? 'Player' : 'Agent';
  const t = useRepresentationT();
  return (
    <Stack gap="lg" maw={900}>
      <PageTitle>{t('representation.title')}</PageTitle>
      <Title order={1}>{t('representation.title')}</Title>
      <OffersSection viewer={viewer} />
      <AgreementsSection viewer={viewer} />
      {viewer === 'Player' ? <PitchesSection /> : null}
    </Stack>
  );
}

function OffersSection({ viewer }: { viewer: 'Player' | 'Agent' }) {
  const [outcome, setOutcome] = useState<TOutcome>(null);
  const pages = useInfiniteQuery(offersQueryOptions());
  const t = useRepresentationT();
  const sentence = useSentence();
  const received = viewer === 'Player';
  const title = t(received ? 'representation.page.offersReceived' : 'representation.page.offersSent');
  return (
    <SectionCard title={title}>
      <Outcome outcome={outcome} />
      <PagedList
        query={pages}
        items={(data) => data.pages.flatMap((page) => page.offers)}
        loadingLabel={t('representation.page.loadingOffers')}
        empty={
          <Text>
            {sentence(received ? REPRESENTATION_MESSAGES.noOffersPlayer : REPRESENTATION_MESSAGES.noOffersAgent)}
          </Text>
        }
      >
        {(offers) => (
          <ItemList
            label={t(received ? 'representation.page.offersReceivedList' : 'representation.page.offersSentList')}
          >
            {offers.map((offer) => (
              <OfferCard key={offer.id} offer={offer} viewer={viewer} onOutcome={setOutcome} />
            ))}
          </ItemList>
        )}
      </PagedList>
    </SectionCard>
  );
}

/** Decision 061: the pitches the player's agents made of them, and each club's answer. */
function PitchesSection() {
  const pages = useInfiniteQuery(pitchesQueryOptions());
  const t = useRepresentationT();
  const sentence = useSentence();
  return (
    <SectionCard title={t('representation.pitches.title')}>
      <PagedList
        query={pages}
        items={(data) => data.pages.flatMap((page) => page.pitches)}
        loadingLabel={t('representation.pitches.loading')}
        errorText={sentence(PITCH_MESSAGES.listLoadFailed)}
        empty={<Text>{sentence(PITCH_MESSAGES.noPitchesPlayer)}</Text>}
      >
        {(pitches) => (
          <ItemList label={t('representation.pitches.list')}>
            {pitches.map((pitch) => (
              <PitchAboutMeCard key={pitch.id} pitch={pitch} />
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
  const t = useRepresentationT();
  const sentence = useSentence();
  return (
    <SectionCard title={t('representation.page.agreements')}>
      <Switch
        label={t('representation.page.showPast')}
        checked={showPast}
        onChange={(event) => setShowPast(event.currentTarget.checked)}
      />
      <Outcome outcome={outcome} />
      <PagedList
        query={pages}
        items={(data) => data.pages.flatMap((page) => page.representations)}
        loadingLabel={t('representation.page.loadingAgreements')}
        empty={<Text>{sentence(REPRESENTATION_MESSAGES.noAgreements)}</Text>}
      >
        {(agreements) => (
          <ItemList label={t(showPast ? 'representation.page.allAgreements' : 'representation.page.currentAgreements')}>
            {agreements.map((agreement) => (
              <AgreementCard key={agreement.id} agreement={agreement} viewer={viewer} onOutcome={setOutcome} />
            ))}
          </ItemList>
        )}
      </PagedList>
    </SectionCard>
  );
}
