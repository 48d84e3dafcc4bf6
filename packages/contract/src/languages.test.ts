import { describe, expect, it } from 'vitest';
import { LANGUAGE_INFO, LANGUAGES, languageFromCookies, languageOf, negotiateLanguage } from './languages.ts';
import { MESSAGES } from './messages.ts';
import { SERVER_MESSAGES, translateServerMessage } from './server-messages.ts';

describe('negotiateLanguage', () => {
  it.each([
    ['es-ES,es;q=0.9,en;q=0.8', 'es'],
    ['pt-BR,pt;q=0.9', 'pt-BR'],
    // Another Portuguese is closer to Brazil's than to English.
    ['pt-PT', 'pt-BR'],
    ['fr-CA, en;q=0.5', 'fr'],
    ['ar-MA', 'ar'],
    ['en-GB,en;q=0.9,es;q=0.8', 'en'],
    // By weight, not by order.
    ['de;q=0.9, fr;q=0.4, es;q=0.7', 'es'],
    // q=0 refuses a language.
    ['fr;q=0, es;q=0.1', 'es'],
    // Equal weights keep the order they came in.
    ['ar, fr', 'ar'],
    ['de-DE, ja', 'en'],
    ['*', 'en'],
    ['', 'en'],
    ['garbage;;;q=x', 'en'],
  ])('%s → %s', (header, expected) => {
    expect(negotiateLanguage(header)).toBe(expected);
  });

  it('takes a browser list in its order', () => {
    expect(negotiateLanguage(['de-DE', 'pt-BR', 'en-US'])).toBe('pt-BR');
    expect(negotiateLanguage(['en-US', 'ar'])).toBe('en');
    expect(negotiateLanguage([])).toBe('en');
    expect(negotiateLanguage(undefined)).toBe('en');
  });
});

describe('languageOf and the language cookie', () => {
  it('reads our codes, in any case, and nothing else', () => {
    expect(languageOf('pt-br')).toBe('pt-BR');
    expect(languageOf('AR')).toBe('ar');
    expect(languageOf('pt')).toBeNull();
    expect(languageOf('de')).toBeNull();
    expect(languageOf(null)).toBeNull();
  });

  it('finds the cookie among others', () => {
    expect(languageFromCookies('a=1; language=fr; b=2')).toBe('fr');
    expect(languageFromCookies('language=pt-BR')).toBe('pt-BR');
    expect(languageFromCookies('language=de')).toBeNull();
    expect(languageFromCookies('planguage=es')).toBeNull();
    expect(languageFromCookies(undefined)).toBeNull();
  });

  it('ignores a cookie that is not valid percent-encoding instead of throwing', () => {
    expect(languageFromCookies('language=%')).toBeNull();
    expect(languageFromCookies('language=%E0%A4%A; b=2')).toBeNull();
    expect(languageFromCookies('language=pt%2DBR')).toBe('pt-BR');
  });

  it('names each language in itself, Arabic right to left', () => {
    expect(LANGUAGES).toEqual(['en', 'es', 'pt-BR', 'fr', 'ar']);
    expect(LANGUAGE_INFO.ar).toEqual({ name: 'العربية', dir: 'rtl' });
    expect(LANGUAGES.filter((language) => LANGUAGE_INFO[language].dir === 'rtl')).toEqual(['ar']);
  });
});

describe('translateServerMessage', () => {
  it('keeps English exactly as docs/product.md words it', () => {
    expect(translateServerMessage('Please log in to continue.', 'en')).toBe('Please log in to continue.');
  });

  it('translates a common sentence, and leaves a route’s own wording as it is', () => {
    expect(translateServerMessage(MESSAGES.unauthenticated, 'fr')).toBe('Veuillez vous connecter pour continuer.');
    // An English sentence is not looked up: only an id is said (decision 075).
    expect(translateServerMessage('Please log in to continue.', 'fr')).toBe('Please log in to continue.');
    expect(translateServerMessage('Not found.', 'ar')).toBe('غير موجود.');
    expect(translateServerMessage('A sentence nobody translated.', 'es')).toBe('A sentence nobody translated.');
  });

  it('has every sentence in every language, each its own', () => {
    const keys = Object.keys(SERVER_MESSAGES.en).sort();
    for (const language of LANGUAGES) {
      expect(Object.keys(SERVER_MESSAGES[language]).sort()).toEqual(keys);
      if (language === 'en') continue;
      for (const key of keys) {
        const k = key as keyof typeof SERVER_MESSAGES.en;
        expect(SERVER_MESSAGES[language][k], `${language}.${key}`).not.toBe(SERVER_MESSAGES.en[k]);
      }
    }
  });
});
