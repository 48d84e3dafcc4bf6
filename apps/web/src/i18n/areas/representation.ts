import {
  REPRESENTATION_SERVICES,
  type TRepresentationOfferStatus,
  type TRepresentationService,
} from '@scouting/contract/representation';
import type { Fact } from '../../components/fact-list.tsx';
import en from '../catalogs/representation/en.json';
import { type CatalogArea, intlLocale } from '../i18n.ts';
import { dateTimeFormat } from '../intl-formats.ts';
import { useAreaT, useLanguage } from '../language-provider.tsx';

/**
 * The representation pages' catalog (docs/product.md#representation, decision 036): the offers and agreements of
 * players and agents, the offer form, an agreement's summary, the parent's confirmation page and the
 * admins' two lists. Loaded where one of their components renders.
 */
export const REPRESENTATION_AREA: CatalogArea = {
  name: 'representation',
  en,
  others: {
    es: () => import('../catalogs/representation/es.json'),
    'pt-BR': () => import('../catalogs/representation/pt-BR.json'),
    fr: () => import('../catalogs/representation/fr.json'),
    ar: () => import('../catalogs/representation/ar.json'),
  },
};

export type RepresentationMessageId = keyof typeof en;

export const useRepresentationT = () => useAreaT<RepresentationMessageId>(REPRESENTATION_AREA);

/** Each offer status's name in the catalog (the status itself stays the API's English value). */
export const OFFER_STATUS_LABEL: Record<TRepresentationOfferStatus, RepresentationMessageId> = {
  Pending: 'representation.offerStatus.pending',
  'Awaiting guardian': 'representation.offerStatus.awaitingGuardian',
  Accepted: 'representation.offerStatus.accepted',
  Declined: 'representation.offerStatus.declined',
  'Refused by guardian': 'representation.offerStatus.refusedByGuardian',
  Withdrawn: 'representation.offerStatus.withdrawn',
};

type Terms = { months: number; exclusive: boolean; feePercent: number };

const SERVICE_IDS = Object.fromEntries(
  REPRESENTATION_SERVICES.map((service) => [service, `representation.service.${service}` as RepresentationMessageId]),
) as Record<TRepresentationService, RepresentationMessageId>;

/** A fee as the contract writes it (`2.5%`: at most two decimals), in the language's own digits and signs. */
export function formatFeePercent(locale: string, percent: number): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    Number(percent.toFixed(2)) / 100,
  );
}

/**
 * The representation pages' words and dates in the language shown: a calendar day of an agreement
 * (YYYY-MM-DD, UTC: shown as that day wherever the reader lives), a moment in the reader's own time,
 * a duration, a fee, the services, and the terms as label/value facts (the same on an offer, an
 * agreement and its summary).
 */
export function useRepresentationFormat() {
  const t = useRepresentationT();
  const language = useLanguage();
  const locale = intlLocale(language);
  const day = dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  const longDay = dateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
  const moment = dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const months = (count: number) => t('representation.months', { count });
  const fee = (percent: number) => t('representation.fee', { fee: formatFeePercent(locale, percent) });
  return {
    t,
    formatDay: (value: string) => day.format(new Date(`${value}T00:00:00Z`)),
    /** A day of a rule (30 December 2023), spelled out in the language shown. */
    formatLongDay: (value: string) => longDay.format(new Date(`${value}T00:00:00Z`)),
    formatPercent: (percent: number) => formatFeePercent(locale, percent),
    formatMoment: (iso: string) => moment.format(new Date(iso)),
    formatMonths: months,
    formatFee: fee,
    serviceLabels: (services: readonly TRepresentationService[]) => services.map((service) => t(SERVICE_IDS[service])),
    termFacts: (terms: Terms): Fact[] => [
      [t('representation.fact.duration'), months(terms.months)],
      [t('representation.fact.exclusive'), terms.exclusive ? t('representation.yes') : t('representation.no')],
      [t('representation.fact.fee'), fee(terms.feePercent)],
    ],
  };
}
