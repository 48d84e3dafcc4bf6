import type { TApplicationStatus } from '@scouting/contract/application-status';
import en from '../catalogs/applications/en.json';
import { type CatalogArea, intlLocale } from '../i18n.ts';
import { useAreaT, useLanguage } from '../language-provider.tsx';

/**
 * The applications' pages (docs/product.md#languages): applying, the poster's lists and answers (trial invitations,
 * declines, stars) and the player's own applications. Loaded where one of their components renders
 * (decision 036).
 */
export const APPLICATIONS_AREA: CatalogArea = {
  name: 'applications',
  en,
  others: {
    es: () => import('../catalogs/applications/es.json'),
    'pt-BR': () => import('../catalogs/applications/pt-BR.json'),
    fr: () => import('../catalogs/applications/fr.json'),
    ar: () => import('../catalogs/applications/ar.json'),
  },
};

export type ApplicationsMessageId = keyof typeof en;

export const useApplicationsT = () => useAreaT<ApplicationsMessageId>(APPLICATIONS_AREA);

/** Each status's label (the stored value stays the contract's English word). */
export const STATUS_IDS: Record<TApplicationStatus, ApplicationsMessageId> = {
  Submitted: 'applications.status.submitted',
  Viewed: 'applications.status.viewed',
  Shortlisted: 'applications.status.shortlisted',
  'Invited to trial': 'applications.status.invitedToTrial',
  Offered: 'applications.status.offered',
  Declined: 'applications.status.declined',
  Withdrawn: 'applications.status.withdrawn',
  'Contract offered': 'applications.status.contractOffered',
  Signed: 'applications.status.signed',
  'Not selected': 'applications.status.notSelected',
};

/** A post's status (`OPPORTUNITY_STATUSES`) as the lists show it. */
export const POST_STATUS_IDS: Record<'Open' | 'Closed' | 'Deleted', ApplicationsMessageId> = {
  Open: 'applications.postStatus.open',
  Closed: 'applications.postStatus.closed',
  Deleted: 'applications.postStatus.deleted',
};

/** A poster's role as /apply names it; an unknown role as it came. */
export const ROLE_IDS: Readonly<Record<string, ApplicationsMessageId>> = {
  Agent: 'applications.role.agent',
  Scout: 'applications.role.scout',
  Club: 'applications.role.club',
  Admin: 'applications.role.admin',
  Player: 'applications.role.player',
  Parent: 'applications.role.parent',
};

/** The decline templates' labels and texts, in `DECLINE_TEMPLATES`' order (catalogs.test.ts holds English equal). */
export const DECLINE_TEMPLATE_IDS = [
  {
    label: 'applications.decline.template.otherPlayers.label',
    text: 'applications.decline.template.otherPlayers.text',
  },
  {
    label: 'applications.decline.template.positionFilled.label',
    text: 'applications.decline.template.positionFilled.text',
  },
  {
    label: 'applications.decline.template.notRightFit.label',
    text: 'applications.decline.template.notRightFit.text',
  },
] as const satisfies readonly { label: ApplicationsMessageId; text: ApplicationsMessageId }[];

const FORMATS = {
  /** A list's date: "Jun 1, 2026", "1 juin 2026". */
  date: { year: 'numeric', month: 'short', day: 'numeric' },
  /** A trial's time, a status's change: "Jun 1, 2026, 6:30 PM", "1 juin 2026 à 18:30". */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** An ISO date-time in `locale` (`intlLocale` of the language shown), in the browser's time zone. */
export function formatInstant(iso: string, locale: string, style: keyof typeof FORMATS): string {
  const key = `${locale}|${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, FORMATS[style]);
    formatters.set(key, formatter);
  }
  return formatter.format(new Date(iso));
}

/** Dates and times of the applications' pages in the language shown (docs/product.md#languages). */
export function useApplicationDates() {
  const locale = intlLocale(useLanguage());
  return {
    date: (iso: string) => formatInstant(iso, locale, 'date'),
    dateTime: (iso: string) => formatInstant(iso, locale, 'dateTime'),
  };
}
