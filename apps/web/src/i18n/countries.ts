import { useMemo } from 'react';
import { useCountryCodes } from '../api/countries.ts';
import { intlLocale } from './i18n.ts';
import { useLanguage } from './language-provider.tsx';

/**
 * A country's name in the language shown (docs/product.md#languages): the API stores and lists the common English
 * name; Intl.DisplayNames names its ISO code in the reader's language. English, and any country
 * the browser cannot name, reads as stored. The codes are fetched once, only for another language.
 */
export function useCountryName(): (name: string) => string {
  const language = useLanguage();
  const codes = useCountryCodes(language !== 'en').data;
  return useMemo(() => {
    if (language === 'en' || !codes) return (name: string) => name;
    const names = new Intl.DisplayNames([intlLocale(language)], { type: 'region', fallback: 'none' });
    return (name: string) => {
      const code = codes[name];
      return (code && names.of(code)) || name;
    };
  }, [language, codes]);
}

/**
 * The countries as a Select's choices: the stored name is the value, the label names it in the
 * language shown, sorted as that language sorts.
 */
export function useCountryOptions(countries: readonly string[] | undefined): { value: string; label: string }[] {
  const language = useLanguage();
  const countryName = useCountryName();
  return useMemo(() => {
    const collator = new Intl.Collator(intlLocale(language));
    return (countries ?? [])
      .map((value) => ({ value, label: countryName(value) }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [countries, countryName, language]);
}
