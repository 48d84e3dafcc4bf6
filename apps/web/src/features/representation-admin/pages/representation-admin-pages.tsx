import { Group, Stack, Text, Title } from '@mantine/core';
import { REPRESENTATION_MESSAGES } from '@scouting/contract/representation';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ItemList } from '../../../components/item-list.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { useRepresentationT } from '../../../i18n/areas/representation.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import { activeAgreementsQueryOptions, signingRequestsQueryOptions } from '../api/admin-lists.ts';
import { AgentFilter } from '../components/agent-filter.tsx';
import { AgreementCard } from '../components/agreement-card.tsx';
import { OfferStatusFilter } from '../components/offer-status-filter.tsx';
import { SigningRequestCard } from '../components/signing-request-card.tsx';
import { useListFilters } from '../hooks/use-list-filters.ts';

/*
 * The two placeholders of the admin's Agent tab that became lists (docs/product.md#admin-pages, docs/product.md#representation). One module
 * for both (as pages/application-pages.tsx): they share their filters and cards, and one chunk
 * costs the admin pages less than three.
 */

function ListPage({ title, filters, children }: { title: string; filters: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="md" maw={820}>
      <PageTitle>{title}</PageTitle>
      <Title order={1}>{title}</Title>
      {filters}
      {children}
    </Stack>
  );
}

/** `/agent-signing-requests`: every agent's offer to sign, newest first, with its status; by status and agent. */
export function AgentSigningRequestsPage() {
  const filters = useListFilters();
  const pages = useInfiniteQuery(signingRequestsQueryOptions(filters.status, filters.agentId));
  const t = useRepresentationT();
  const sentence = useSentence();
  return (
    <ListPage
      title={t('representation.admin.signingRequestsTitle')}
      filters={
        <Group align="flex-start" gap="md" wrap="wrap">
          <OfferStatusFilter value={filters.status} onChange={filters.setStatus} />
          <AgentFilter
            agentId={filters.agentId}
            onChange={filters.setAgentId}
            description={t('representation.admin.offersOfAgent')}
          />
        </Group>
      }
    >
      <PagedList
        query={pages}
        items={(data) => data.pages.flatMap((page) => page.offers)}
        loadingLabel={t('representation.admin.loadingOffers')}
        empty={<Text>{sentence(REPRESENTATION_MESSAGES.noOffersAdmin)}</Text>}
        loadMoreAlign="start"
      >
        {(offers) => (
          <ItemList label={t('representation.admin.offersList')}>
            {offers.map((offer) => (
              <SigningRequestCard key={offer.id} offer={offer} />
            ))}
          </ItemList>
        )}
      </PagedList>
    </ListPage>
  );
}

/** `/signed-players-by-agents`: the agreements in force, newest first; by agent. */
export function SignedPlayersByAgentsPage() {
  const filters = useListFilters();
  const pages = useInfiniteQuery(activeAgreementsQueryOptions(filters.agentId));
  const t = useRepresentationT();
  const sentence = useSentence();
  return (
    <ListPage
      title={t('representation.admin.signedPlayersTitle')}
      filters={
        <AgentFilter
          agentId={filters.agentId}
          onChange={filters.setAgentId}
          description={t('representation.admin.playersOfAgent')}
        />
      }
    >
      <PagedList
        query={pages}
        items={(data) => data.pages.flatMap((page) => page.representations)}
        loadingLabel={t('representation.admin.loadingAgreements')}
        empty={<Text>{sentence(REPRESENTATION_MESSAGES.noAgreementsAdmin)}</Text>}
        loadMoreAlign="start"
      >
        {(agreements) => (
          <ItemList label={t('representation.admin.agreementsList')}>
            {agreements.map((agreement) => (
              <AgreementCard key={agreement.id} agreement={agreement} />
            ))}
          </ItemList>
        )}
      </PagedList>
    </ListPage>
  );
}
