/**
 * The languages the app speaks (docs/product.md#languages): their codes (BCP 47), names in their own language,
 * writing direction, and the choice of one from what a browser asks (Accept-Language or
 * `navigator.languages`). Plain data without zod, so the login page can import it (decision 021).
 */
export const LANGUAGES = ['en', 'es', 'pt-BR', 'fr', 'ar'] as const;
export type TLanguage = (typeof LANGUAGES)[number];

/** English is the product's first language (docs/product.md#languages): what anyone gets when nothing they ask for is spoken here. */
export const DEFAULT_LANGUAGE: TLanguage = 'en';

/** PUT: a member's choice, kept on their account (docs/product.md#languages). */
export const ACCOUNT_LANGUAGE_PATH = '/api/account/language';

/** The cookie that keeps a visitor's choice (and a member's, on the device they chose it on). */
export const LANGUAGE_COOKIE = 'language';

export const LANGUAGE_INFO: Record<TLanguage, { name: string; dir: 'ltr' | 'rtl' }> = {
  en: { name: 'English', dir: 'ltr' },
  es: { name: 'Español', dir: 'ltr' },
  'pt-BR': { name: 'Português (Brasil)', dir: 'ltr' },
  fr: { name: 'Français', dir: 'ltr' },
  ar: { name: 'العربية', dir: 'rtl' },
};

/** The language of this exact code (case-insensitive: `pt-br` is `pt-BR`), or null. */
export function languageOf(code: string | null | undefined): TLanguage | null {
  if (!code) return null;
  const lower = code.trim().toLowerCase();
  return LANGUAGES.find((language) => language.toLowerCase() === lower) ?? null;
}

export function isLanguage(value: unknown): value is TLanguage {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language for one requested tag: itself, else its base language (`es-MX` → `es`, `pt-PT` → `pt-BR`). */
function matchTag(tag: string): TLanguage | null {
  const exact = languageOf(tag);
  if (exact) return exact;
  const base = tag.trim().toLowerCase().split('-')[0];
  return LANGUAGES.find((language) => language.toLowerCase().split('-')[0] === base) ?? null;
}

/**
 * The best language for an Accept-Language header (RFC 9110 §12.5.4: tags by their q weight, a q of
 * 0 refusing one) or a list of tags in order of preference (`navigator.languages`). English when
 * nothing asked for is spoken here.
 */
export function negotiateLanguage(requested: string | readonly string[] | null | undefined): TLanguage {
  if (!requested) return DEFAULT_LANGUAGE;
  const ranked =
    typeof requested === 'string'
      ? requested
          .split(',')
          .map((part, index) => {
            const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
            const q = params.find((param) => param.startsWith('q='));
            const weight = q === undefined ? 1 : Number(q.slice(2));
            return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
          })
          .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.weight > 0)
          .sort((a, b) => b.weight - a.weight || a.index - b.index)
          .map((entry) => entry.tag)
      : requested;
  for (const tag of ranked) {
    const language = matchTag(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * A cookie value's percent-decoding, or null when it is not valid percent-encoding (`%`, `%zz`):
 * anyone can send any Cookie header, and a value that cannot be decoded is simply not a choice,
 * never an error (the server reads this cookie while answering errors too).
 */
function decodeCookieValue(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** The value of the language cookie in a Cookie header or `document.cookie`, when it names one of ours. */
export function languageFromCookies(cookies: string | null | undefined): TLanguage | null {
  if (!cookies) return null;
  for (const part of cookies.split(';')) {
    const [name, value] = part.split('=').map((piece) => piece.trim());
    if (name === LANGUAGE_COOKIE) return languageOf(value ? decodeCookieValue(value) : null);
  }
  return null;
}
