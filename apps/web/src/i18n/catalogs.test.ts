import { setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { ACCOUNT_DATA_MESSAGES } from '@scouting/contract/account-data';
import { POSITION_NAMES } from '@scouting/contract/constants';
import { FIRST_SCREEN_MESSAGES as MESSAGES } from '@scouting/contract/first-screen-messages';
import { LANGUAGES, type TLanguage } from '@scouting/contract/languages';
import { MESSAGES as CONTRACT_MESSAGES } from '@scouting/contract/messages';
import { CONSENT_EXPLANATION } from '@scouting/contract/parental-consent';
import { englishOf, SENTENCE_LANGUAGES } from '@scouting/contract/sentences';
import { describe, expect, it } from 'vitest';
import ar from './catalogs/ar.json';
import consentEn from './catalogs/consent/en.json';
import en from './catalogs/en.json';
import es from './catalogs/es.json';
import fr from './catalogs/fr.json';
import ptBR from './catalogs/pt-BR.json';
import { compileCatalog } from './compile-catalog.ts';

const CATALOGS: Record<TLanguage, Record<string, string>> = { en, es, 'pt-BR': ptBR, fr, ar };

/** The contract's catalogs of messages by id. */
const CONTRACT_CATALOGS = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>('../../../../packages/contract/catalogs/*.json', {
      eager: true,
      query: '?raw',
      import: 'default',
    }),
  ).map(([path, text]) => [/([^/]+)\.json$/.exec(path)?.[1], JSON.parse(text) as Record<string, string>]),
) as Record<TLanguage, Record<string, string>>;

const OFFLINE_PAGE = import.meta.glob<string>('../../public/offline.html', {
  eager: true,
  query: '?raw',
  import: 'default',
})['../../public/offline.html'] as string;
const OFFLINE_SCRIPT = import.meta.glob<string>('../../public/offline.js', {
  eager: true,
  query: '?raw',
  import: 'default',
})['../../public/offline.js'] as string;

/** Each page group's catalog (decision 036), found on disk: `catalogs/<area>/<language>.json`. */
const AREA_FILES = import.meta.glob<Record<string, string>>('./catalogs/*/*.json', { eager: true, import: 'default' });

/**
 * The catalogs of what the server writes itself, by area: the bell's lines and the mails
 * (`packages/contract/catalogs/<area>/<language>.json`), held to the same rules as the pages'.
 */
const SERVER_AREA_FILES = import.meta.glob<Record<string, string>>('../../../../packages/contract/catalogs/*/*.json', {
  eager: true,
  import: 'default',
});

function areasOnDisk(): Record<string, Record<TLanguage, Record<string, string>>> {
  const areas: Record<string, Record<string, Record<string, string>>> = {};
  for (const [path, catalog] of Object.entries({ ...AREA_FILES, ...SERVER_AREA_FILES })) {
    const [, area, language] = /\/catalogs\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    if (!area || !language) continue;
    areas[area] ??= {};
    (areas[area] as Record<string, Record<string, string>>)[language] = catalog;
  }
  return areas as Record<string, Record<TLanguage, Record<string, string>>>;
}

/**
 * Every catalog area (decisions 035, 036): the first screen's, and each page group's own. Each is checked
 * as the first screen's is: every language has English's ids and placeholders, and every id carries
 * the area's prefix (two areas cannot define the same message).
 */
const AREAS: Record<string, Record<TLanguage, Record<string, string>>> = { first: CATALOGS, ...areasOnDisk() };

/** Lingui's compiled message: text, or an argument `[name, type?, format or branches?]`. */
type Part = string | [string, string?, (string | Record<string, unknown>)?];

/** The argument names of a message (`{name}`, `{count, plural, …}` and those inside its branches). */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (parts: unknown) => {
    // A branch's text, or a plural's `offset` (a number, or undefined when none).
    if (!Array.isArray(parts)) return;
    for (const part of parts as Part[]) {
      if (typeof part === 'string') continue;
      const [name, , branches] = part;
      names.add(name);
      if (branches && typeof branches === 'object') for (const branch of Object.values(branches)) walk(branch);
    }
  };
  walk(compileCatalog({ message }).message as Part[]);
  return [...names].sort();
}

/**
 * Words the other four languages write as English does (cognates, names, units): a message made only
 * of these, placeholders, numbers, addresses and punctuation may stay as in English. Anything else
 * identical to English was left untranslated.
 */
const SHARED_WORDS = new Set(
  [
    'Actions',
    'Agent',
    'Agents',
    'Amateur',
    'Club',
    'Clubs',
    'Concentration',
    'Conversation',
    'Conversations',
    'CV',
    'Description',
    'Documents',
    'Dribble',
    'E-mail',
    'Error',
    'ID',
    'Interception',
    'kg',
    'Leadership',
    'Links',
    'm',
    'Mental',
    'Message',
    'Messages',
    'Minutes',
    'Moments',
    'Network',
    'No',
    'Notes',
    'Notifications',
    'Parent',
    'Photo',
    'Scouting',
    'Senior',
    'Services',
    'Sessions',
    'Source',
    'Status',
    'Transfermarkt',
    'Type',
    'Verdict',
    'YouTube',
  ].map((word) => word.toLowerCase()),
);

function sharedWithEnglish(message: string): boolean {
  const words = message
    .replace(/\{[^{}]*\}/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .match(/[\p{L}-]+/gu);
  return (words ?? []).every((word) => SHARED_WORDS.has(word.toLowerCase()));
}

describe('message catalogs', () => {
  it('has a catalog for every language of the contract, in every area', () => {
    expect(Object.keys(AREAS)).toContain('consent');
    expect(Object.keys(AREAS)).toEqual(expect.arrayContaining(['mails', 'notices']));
    for (const [area, catalogs] of Object.entries(AREAS)) {
      expect(Object.keys(catalogs).sort(), area).toEqual([...LANGUAGES].sort());
    }
  });

  it('prefixes each page group’s ids with its area', () => {
    for (const [area, catalogs] of Object.entries(AREAS)) {
      if (area === 'first') continue;
      for (const id of Object.keys(catalogs.en)) expect(id.startsWith(`${area}.`), id).toBe(true);
    }
  });

  it.each(
    Object.keys(AREAS).flatMap((area) =>
      LANGUAGES.filter((language) => language !== 'en').map((language) => [area, language] as const),
    ),
  )(
    '%s: %s has every message of English, no other, each translated and with the same placeholders',
    (area, language) => {
      const catalog = AREAS[area]?.[language] ?? {};
      const english = AREAS[area]?.en ?? {};
      expect(Object.keys(english).length).toBeGreaterThan(0);
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
      for (const [id, source] of Object.entries(english)) {
        const translated = catalog[id] ?? '';
        expect(translated.trim(), `${language} ${id}`).not.toBe('');
        expect(argumentsOf(translated), `${language} ${id}`).toEqual(argumentsOf(source));
      }
    },
  );

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    '%s leaves no message in English but the words it shares with English',
    (language) => {
      const leftInEnglish = Object.entries(AREAS).flatMap(([area, catalogs]) =>
        Object.entries(catalogs.en)
          .filter(([id, english]) => catalogs[language][id] === english && !sharedWithEnglish(english))
          .map(([id]) => `${area}: ${id}`),
      );
      expect(leftInEnglish).toEqual([]);
    },
  );

  it('keeps the first screen’s messages word for word as the contract has them, in every language', () => {
    for (const language of LANGUAGES) {
      const contract = CONTRACT_CATALOGS[language];
      for (const [key, id] of Object.entries(MESSAGES)) {
        expect(CATALOGS[language][`first.${key}`], `${language} ${key}`).toBe(contract[id]);
      }
    }
    expect(en['login.submit']).toBe('Login');
    expect(en['login.forgotPassword']).toBe('Forgot Password? Reset Here');
    expect(en['menu.language']).toBe('Language');
    expect(en['bell.none']).toBe(englishOf(CONTRACT_MESSAGES.noNotifications));
    expect(en['bell.loadFailed']).toBe(englishOf(CONTRACT_MESSAGES.notificationsLoadFailed));
  });

  it('keeps the offline page’s words as the contract has them, in every language', () => {
    // Without a network nothing can be fetched: the page and its script repeat the message.
    expect(OFFLINE_PAGE).toContain(`<p>${englishOf(CONTRACT_MESSAGES.offline)}</p>`);
    for (const language of SENTENCE_LANGUAGES) {
      const quoted = language.includes('-') ? `'${language}'` : language;
      const block = new RegExp(`\\n  ${quoted}: \\{[^}]*?text: '((?:[^'\\\\]|\\\\.)*)'`).exec(OFFLINE_SCRIPT);
      expect(block?.[1]?.replaceAll("\\'", "'"), language).toBe(CONTRACT_CATALOGS[language][CONTRACT_MESSAGES.offline]);
    }
  });

  it('compiles every message of every catalog', () => {
    for (const catalogs of Object.values(AREAS)) {
      for (const language of LANGUAGES) {
        const i18n = setupI18n({ locale: language, messages: { [language]: compileCatalog(catalogs[language]) } });
        for (const [id, source] of Object.entries(catalogs[language])) {
          // The build's compiler logs an unparsable message and keeps it as text; here it fails.
          expect(() => compileMessageOrThrow(source), `${language} ${id}`).not.toThrow();
          // Messages without ICU arguments read back exactly as written.
          if (argumentsOf(source).length === 0) expect(i18n._(id)).toBe(source);
        }
      }
    }
    // Every message of every language compiled twice: a fraction of a second alone, far longer on a busy machine.
  }, 60_000);

  it('keeps the consent page’s English word for word as the contract (and the mail) has it; its refusals are the contract’s own', () => {
    expect(consentEn['consent.why']).toBe(CONSENT_EXPLANATION.why);
    expect(consentEn['consent.shown']).toBe(CONSENT_EXPLANATION.shown);
    expect(consentEn['consent.contact']).toBe(CONSENT_EXPLANATION.contact);
    expect(consentEn['consent.refuse']).toBe(CONSENT_EXPLANATION.refuse);
    expect(consentEn['consent.deleteIntro']).toBe(englishOf(ACCOUNT_DATA_MESSAGES.parentDeleteIntro));
    expect(consentEn['consent.deleteConfirm']).toBe(englishOf(ACCOUNT_DATA_MESSAGES.parentDeleteConfirm));
    expect(consentEn['consent.tagline']).toBe(`{productName}: ${englishOf(CONTRACT_MESSAGES.tagline)}`);
  });

  it('names the unread count in the bell’s label by each language’s plural rules', () => {
    const label = (language: TLanguage, unread: number) =>
      setupI18n({ locale: language, messages: { [language]: compileCatalog(CATALOGS[language]) } })._(
        'header.notifications',
        { unread },
      );
    // English exactly as before the catalogs.
    expect(label('en', 0)).toBe('Notifications');
    expect(label('en', 3)).toBe('Notifications (3 unread)');
    expect(label('fr', 1)).toBe('Notifications (1 non lue)');
    expect(label('fr', 2)).toBe('Notifications (2 non lues)');
    expect(label('ar', 2)).toBe('الإشعارات (إشعاران غير مقروءين)');
    expect(label('ar', 11)).toContain('إشعارًا');
  });

  it('selects ICU plurals by each language’s rules', () => {
    const message = '{count, plural, zero {no days} one {# day} two {two days} few {# days (few)} other {# days}}';
    const say = (language: TLanguage, count: number) =>
      setupI18n({ locale: language, messages: { [language]: compileCatalog({ days: message }) } })._('days', {
        count,
      });
    expect(say('en', 1)).toBe('1 day');
    expect(say('en', 0)).toBe('0 days');
    // French counts 0 as singular; Arabic has its own forms for 0, 2 and 3–10.
    expect(say('fr', 0)).toBe('0 day');
    expect(say('ar', 0)).toBe('no days');
    expect(say('ar', 2)).toBe('two days');
    expect(say('ar', 5)).toBe('5 days (few)');
  });
});

describe('position names', () => {
  it('keeps English as the contract names each position', () => {
    const english = AREAS.football?.en ?? {};
    for (const [code, name] of Object.entries(POSITION_NAMES)) expect(english[`football.position.${code}`]).toBe(name);
  });
});
