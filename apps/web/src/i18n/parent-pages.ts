import { languageOf } from '@scouting/contract/languages';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import en from './catalogs/consent/en.json';
import { activateLanguage, type CatalogArea, currentLanguage, openCatalogArea } from './i18n.ts';
import { useAreaT, useLanguage } from './language-provider.tsx';

/**
 * The catalog of the pages a parent opens from our mails, without an account (docs/product.md#languages): the
 * consent page and the page that withdraws an agent's approval. Loaded with those pages, never on
 * the first screen (decision 036).
 */
export const CONSENT_AREA: CatalogArea = {
  name: 'consent',
  en,
  others: {
    es: () => import('./catalogs/consent/es.json'),
    'pt-BR': () => import('./catalogs/consent/pt-BR.json'),
    fr: () => import('./catalogs/consent/fr.json'),
    ar: () => import('./catalogs/consent/ar.json'),
  },
};

export type ConsentMessageId = keyof typeof en;

export const useConsentT = () => useAreaT<ConsentMessageId>(CONSENT_AREA);

/**
 * Opens a parent's page in the language of the mail's link (`?lang=`), else the one already shown (the
 * visitor's cookie or browser), and loads the page's catalog in it; true once it can render. The
 * link's language is not remembered as a choice; switching with the header's select is, and the
 * address follows it so a reload keeps the language the parent chose.
 */
export function useParentPageLanguage(): boolean {
  const [params, setParams] = useSearchParams();
  const [requested] = useState(() => languageOf(params.get('lang')));
  const [ready, setReady] = useState(false);
  const language = useLanguage();

  useEffect(() => {
    let live = true;
    void (async () => {
      await openCatalogArea(CONSENT_AREA);
      if (requested && requested !== currentLanguage()) await activateLanguage(requested, { remember: false });
      if (live) setReady(true);
    })();
    return () => {
      live = false;
    };
  }, [requested]);

  useEffect(() => {
    if (!ready || !params.has('lang') || params.get('lang') === language) return;
    setParams(
      (next) => {
        next.set('lang', language);
        return next;
      },
      { replace: true },
    );
  }, [ready, language, params, setParams]);

  return ready;
}
