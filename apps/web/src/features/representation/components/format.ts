import {
  REPRESENTATION_MESSAGES,
  REPRESENTATION_SERVICE_LABELS,
  type TRepresentationService,
} from '@scouting/contract';
import type { Fact } from '../../../components/fact-list.tsx';

/** A calendar day of an agreement (YYYY-MM-DD, UTC): shown as that day wherever the reader lives. */
export function formatDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
}

/** A moment (signed, answered), in the reader's own time. */
export function formatMoment(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

export function formatMonths(months: number): string {
  return months === 1 ? '1 month' : `${months} months`;
}

/** The terms as label/value facts, the same on an offer, an agreement and its summary. */
export function termFacts(terms: { months: number; exclusive: boolean; feePercent: number }): Fact[] {
  return [
    ['Duration', formatMonths(terms.months)],
    ['Exclusive', terms.exclusive ? 'Yes' : 'No'],
    ['Fee', REPRESENTATION_MESSAGES.feeSummary(terms.feePercent)],
  ];
}

export function serviceLabels(services: readonly TRepresentationService[]): string[] {
  return services.map((service) => REPRESENTATION_SERVICE_LABELS[service]);
}
