import { REPRESENTATION_OFFER_STATUSES, type TRepresentationOfferStatus } from '@scouting/contract/representation';
import { useSearchParams } from 'react-router';

function parseId(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function parseStatus(value: string | null): TRepresentationOfferStatus | null {
  return REPRESENTATION_OFFER_STATUSES.find((status) => status === value) ?? null;
}

/** The lists' filters live in the address (`?agentId=…&status=…`), so a filtered list can be linked to. */
export function useListFilters() {
  const [params, setParams] = useSearchParams();
  const set = (name: 'agentId' | 'status', value: string | number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === null || value === '') next.delete(name);
      else next.set(name, String(value));
      return next;
    });
  return {
    agentId: parseId(params.get('agentId')),
    status: parseStatus(params.get('status')),
    setAgentId: (id: number | null) => set('agentId', id),
    setStatus: (status: string | null) => set('status', status),
  };
}
