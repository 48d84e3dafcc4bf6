import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { FIRST_SCREEN_MESSAGES as MESSAGES } from '@scouting/contract/first-screen-messages';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_INFO,
  languageFromCookies,
  negotiateLanguage,
  type TLanguage,
} from '@scouting/contract/languages';
import en from './catalogs/en.json';
import { PSEUDO_LOCALE, pseudoMessages } from './pseudo-locale.ts';
import { READY } from './ready.ts';

/** The id of every message: the English catalog is the source the others must match (catalogs.test.ts). */
export type MessageId = keyof typeof en;

/**
 * The other languages' catalogs, each its own chunk: a visitor downloads only the one they read
 * (decision 035). English, the product's own language, comes with the first screen, so the login page of an
 * English visitor waits for nothing.
 */
const CATALOGS: Record<Exclude<TLanguage, 'en'>, () => Promise<{ default: unknown }>> = {
  es: () => import('./catalogs/es.json'),
  'pt-BR': () => import('./catalogs/pt-BR.json'),
  fr: () => import('./catalogs/fr.json'),
  ar: () => import('./catalogs/ar.json'),
};

/** English as shown: the catalog itself, or marked in the pseudo-locale (pseudo-locale.ts). */
const shownEnglish = (messages: Messages): Messages => (PSEUDO_LOCALE ? pseudoMessages(messages) : messages);

// The build compiles each catalog (vite.config.ts): what the JSON import holds is Lingui's form.
export const i18n: I18n = setupI18n({
  locale: DEFAULT_LANGUAGE,
  messages: { en: shownEnglish(en as unknown as Messages) },
});

const loaded = new Set<TLanguage>();

/**
 * A page group's own catalog (decision 036): its English comes with the group's
 * lazy chunk, each other language is a chunk of its own, and both are added to Lingui's catalog of
 * that language (`i18n.load` merges) when a page of the group opens or the language changes while
 * one is open. The first screen never carries them.
 */
export type CatalogArea = {
  name: string;
  en: unknown;
  others: Record<Exclude<TLanguage, 'en'>, () => Promise<{ default: unknown }>>;
};

const openAreas = new Set<CatalogArea>();
const loadedAreas = new Set<string>();

/** The messages of `area` in `language`, under English (a missing message shows in English, not as its id). */
function mergeArea(area: CatalogArea, language: TLanguage, translated?: unknown): Messages {
  const english = area.en as Messages;
  return language === 'en' ? english : { ...english, ...(translated as Messages) };
}

const pendingAreas = new Map<string, Promise<void>>();

function loadArea(area: CatalogArea, language: TLanguage): Promise<void> {
  const key = `${area.name}:${language}`;
  if (loadedAreas.has(key)) return Promise.resolve();
  if (language === 'en') {
    // English comes with the area's module: no fetch, nothing to wait for.
    i18n.load('en', shownEnglish(mergeArea(area, 'en')));
    loadedAreas.add(key);
    return Promise.resolve();
  }
  let pending = pendingAreas.get(key);
  if (!pending) {
    pending = area.others[language]().then(
      ({ default: translated }) => {
        i18n.load(language, mergeArea(area, language, translated));
        loadedAreas.add(key);
        pendingAreas.delete(key);
      },
      (error: unknown) => {
        // A dropped connection: the page's error boundary says so, and the next render asks again.
        pendingAreas.delete(key);
        throw error;
      },
    );
    pendingAreas.set(key, pending);
  }
  return pending;
}

/** Opens a page group's catalog in the language shown now; later language changes load it too. */
export async function openCatalogArea(area: CatalogArea): Promise<void> {
  openAreas.add(area);
  await loadArea(area, currentLanguage());
}

/**
 * For a component's render (`useAreaT`): opens `area` and says what to wait for, `READY` once it is
 * there. English is there at once; another language the first time is a fetch the component
 * suspends on.
 */
export function areaInLanguage(area: CatalogArea, language: TLanguage): Promise<void> {
  openAreas.add(area);
  const key = `${area.name}:${language}`;
  if (loadedAreas.has(key)) return READY;
  const pending = loadArea(area, language);
  return loadedAreas.has(key) ? READY : pending;
}

/** The language shown now. */
export function currentLanguage(): TLanguage {
  return i18n.locale as TLanguage;
}

/** A visitor's language: the one they chose on this device (the cookie), else their browser's. */
export function preferredLanguage(): TLanguage {
  if (typeof document === 'undefined') return DEFAULT_LANGUAGE;
  return languageFromCookies(document.cookie) ?? negotiateLanguage(navigator.languages);
}

/** Keeps the choice on this device for a year; the server reads it too (answers in the visitor's language). */
function rememberLanguage(language: TLanguage) {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie, read by the server and on the next visit.
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * The contract's messages in the language shown, fetched beside a page group's code so that its
 * pages find them there instead of suspending (and replacing the page with the loader) when they
 * arrive: English has them in a chunk of its own too (decision 073), which the first screen does
 * not need. Another language's came with its activation. Never fails: a page that still lacks them
 * asks again.
 */
export function preloadPageSentences(): Promise<void> {
  return import('./sentence-catalogs.ts')
    .then(({ preloadSentences }) => preloadSentences(currentLanguage()))
    .catch(() => undefined);
}

/**
 * Shows the app in `language`: fetches its catalogs the first time (the first screen's, the open
 * page groups' and the contract's sentences), then switches every text, the
 * page's `<html lang dir>` and (through LanguageProvider) Mantine's direction. `remember: false`
 * when nobody chose (the browser's language on a first visit).
 */
export async function activateLanguage(language: TLanguage, { remember = true } = {}): Promise<void> {
  if (remember) rememberLanguage(language);
  // The contract's sentences, fetched alongside the catalog below; their loader is a chunk of its
  // own too, so the first screen carries none of it.
  const sentences = import('./sentence-catalogs.ts').then(({ preloadSentences }) => preloadSentences(language));
  if (language !== 'en' && !loaded.has(language)) {
    const catalog = await CATALOGS[language]();
    // Under English, so a message a catalog lacks (catalogs.test.ts should have said) shows in
    // English rather than as its id.
    i18n.load(language, { ...(en as unknown as Messages), ...(catalog.default as Messages) });
    loaded.add(language);
  }
  // The open page groups' catalogs and the contract's sentences arrive before the switch: a page
  // showing them does not suspend (and flash the loader) once the new language is active.
  await Promise.all([...[...openAreas].map((area) => loadArea(area, language)), sentences]);
  document.documentElement.lang = language;
  document.documentElement.dir = LANGUAGE_INFO[language].dir;
  i18n.activate(language);
}

const FIRST_SCREEN_IDS = new Set<string>(Object.values(MESSAGES));
const ID_GROUP = 'MESSAGES.';

/**
 * One of the contract's first-screen messages (a login-form refusal, a network error), named by its
 * id, in the language shown now: the first screen's catalog holds each as `first.<key>`. Any other
 * text as it came (the server's answers come in the caller's language already,
 * docs/product.md#languages).
 */
export function translateSentence(text: string): string {
  return FIRST_SCREEN_IDS.has(text) ? i18n._(`first.${text.slice(ID_GROUP.length)}` satisfies string) : text;
}

/**
 * The locale for Intl's dates and numbers in `language`: the browser's own variant of it when it
 * asks for one (`en-GB` keeps day-month order, `fr-CA` its own), else the language itself.
 */
export function intlLocale(language: TLanguage): string {
  const base = language.toLowerCase().split('-')[0];
  const browser = typeof navigator === 'undefined' ? [] : navigator.languages;
  return browser.find((tag) => tag.toLowerCase().split('-')[0] === base) ?? language;
}
