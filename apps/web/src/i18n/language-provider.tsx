import { DirectionProvider, useDirection } from '@mantine/core';
import { LANGUAGE_INFO, type TLanguage } from '@scouting/contract/languages';
import { createContext, type ReactNode, use, useContext, useEffect, useSyncExternalStore } from 'react';
import { areaInLanguage, type CatalogArea, currentLanguage, i18n, type MessageId } from './i18n.ts';

const LanguageContext = createContext<TLanguage>('en');

function subscribe(listener: () => void) {
  return i18n.on('change', listener);
}

/** Mantine's direction follows the language: Arabic mirrors the layout (docs/product.md#languages). */
function DirectionFollows({ language }: { language: TLanguage }) {
  const { setDirection } = useDirection();
  const dir = LANGUAGE_INFO[language].dir;
  useEffect(() => setDirection(dir), [dir, setDirection]);
  return null;
}

/** Around the app: every `useT()` below renders again when the language changes. */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  return (
    <DirectionProvider initialDirection={LANGUAGE_INFO[language].dir} detectDirection={false}>
      <DirectionFollows language={language} />
      <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>
    </DirectionProvider>
  );
}

/** The language shown now, for Intl formats and the language pickers. */
export function useLanguage(): TLanguage {
  return useContext(LanguageContext);
}

export type Translate = (id: MessageId, values?: Record<string, unknown>) => string;

/** The message `id` in the language shown now; the component renders again when it changes. */
export function useT(): Translate {
  useContext(LanguageContext);
  return (id, values) => i18n._(id, values);
}

/**
 * The `useT` of a page group's own catalog (decision 036), as each area names it:
 * `export const useProfilesT = () => useAreaT<ProfilesMessageId>(PROFILES_AREA);`. `Id` is the ids of
 * the area's English catalog, so a typo does not type-check. The hook opens the area wherever one of
 * its components renders, so no route has to know which areas its page shows. English is there at
 * once; another language, the first time, is fetched while the component suspends (the page
 * shell's Suspense shows the loader).
 */
export function useAreaT<Id extends string>(area: CatalogArea): (id: Id, values?: Record<string, unknown>) => string {
  const language = useContext(LanguageContext);
  // Always a `use()`, READY once the catalog is there (ready.ts says why).
  use(areaInLanguage(area, language));
  return (id, values) => i18n._(id, values);
}
