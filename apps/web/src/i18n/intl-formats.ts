import type { TLanguage } from '@scouting/contract/languages';
import { intlLocale } from './i18n.ts';
import { useLanguage } from './language-provider.tsx';

/**
 * Intl's formatters, made once per language and options. Making one costs far more than using it
 * (the first loads the language's data), and a list of cards made one per card on every render:
 * the dashboards' largest tasks (docs/performance.md#dashboards).
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function memoized<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

export function numberFormat(language: TLanguage, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const locale = intlLocale(language);
  return memoized(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(language: TLanguage, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const locale = intlLocale(language);
  return memoized(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

/** `numberFormat` in the language shown. */
export function useNumberFormat(options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return numberFormat(useLanguage(), options);
}

/** `dateTimeFormat` in the language shown. */
export function useDateTimeFormat(options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return dateTimeFormat(useLanguage(), options);
}
