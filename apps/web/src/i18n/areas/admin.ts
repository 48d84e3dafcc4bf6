import { createElement, Fragment, type ReactNode } from 'react';
import en from '../catalogs/admin/en.json';
import type { CatalogArea } from '../i18n.ts';
import { useDateTimeFormat } from '../intl-formats.ts';
import { useAreaT } from '../language-provider.tsx';

/**
 * The admins' review pages' catalog (decision 036): the audit log, failed mails, reports,
 * applications to agents and underage requests. Loaded where one of their components renders.
 */
export const ADMIN_AREA: CatalogArea = {
  name: 'admin',
  en,
  others: {
    es: () => import('../catalogs/admin/es.json'),
    'pt-BR': () => import('../catalogs/admin/pt-BR.json'),
    fr: () => import('../catalogs/admin/fr.json'),
    ar: () => import('../catalogs/admin/ar.json'),
  },
};

export type AdminMessageId = keyof typeof en;

export const useAdminT = () => useAreaT<AdminMessageId>(ADMIN_AREA);

/** A post's status (`OPPORTUNITY_STATUSES`) in the admin's lists. */
export const ADMIN_POST_STATUS_IDS: Record<'Open' | 'Closed' | 'Deleted', AdminMessageId> = {
  Open: 'admin.postStatus.open',
  Closed: 'admin.postStatus.closed',
  Deleted: 'admin.postStatus.deleted',
};

/** A moment (or a day with `dateOnly`) in the language shown, in the reader's own time. */
export function useAdminDate(dateOnly = false): (iso: string) => string {
  const format = useDateTimeFormat(dateOnly ? { dateStyle: 'medium' } : { dateStyle: 'medium', timeStyle: 'short' });
  return (iso) => format.format(new Date(iso));
}

const SLOT = (name: string) => `\u2063${name}\u2063`;

/**
 * A message whose placeholders are elements (a link in a sentence): `t(id, slots('agent'))` leaves a
 * mark where each goes, and `withNodes` puts the elements there, in the order the language has them.
 */
export function slots(...names: string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, SLOT(name)]));
}

export function withNodes(text: string, nodes: Record<string, ReactNode>): ReactNode[] {
  return text
    .split('\u2063')
    .map((part, index) => (index % 2 ? createElement(Fragment, { key: index }, nodes[part]) : part));
}
