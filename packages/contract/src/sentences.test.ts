import { describe, expect, it } from 'vitest';
import ar from '../catalogs/ar.json' with { type: 'json' };
import es from '../catalogs/es.json' with { type: 'json' };
import fr from '../catalogs/fr.json' with { type: 'json' };
import ptBR from '../catalogs/pt-BR.json' with { type: 'json' };
import { ACCOUNT_DATA_MESSAGES } from './account-data.ts';
import { ACCOUNT_LANGUAGE_MESSAGES } from './account-language.ts';
import { ADMIN_MESSAGES } from './admin.ts';
import { OVERSIGHT_MESSAGES } from './agent-oversight.ts';
import { APPLICATION_MESSAGES } from './application-status.ts';
import { AVAILABILITY_MESSAGES } from './availability.ts';
import { FSI, isolate, PDI, withoutIsolates } from './bidi-isolate.ts';
import { CAREER_MESSAGES, CONFIRMATION_MESSAGES, careerOverlapMessage } from './career.ts';
import { CLUB_NEED_MESSAGES } from './club-needs.ts';
import { CLUB_VERIFICATION_MESSAGES } from './club-verification.ts';
import { COMPARE_MESSAGES } from './compare.ts';
import { FAILED_MAIL_MESSAGES } from './failed-mails.ts';
import { FAVOURITE_MESSAGES } from './favourites.ts';
import { MESSAGES } from './messages.ts';
import { OPPORTUNITY_DETAIL_MESSAGES } from './opportunity-details.ts';
import { PAGING_MESSAGES } from './paging.ts';
import { PITCH_MESSAGES } from './pitches.ts';
import { PUSH_MESSAGES } from './push.ts';
import { REFERENCE_MESSAGES } from './references.ts';
import { REFUSAL_MESSAGES } from './refusals.ts';
import { REPRESENTATION_MESSAGES } from './representation.ts';
import { SCOUT_REPORT_MESSAGES } from './scout-reports.ts';
import { SEARCH_MESSAGES } from './search.ts';
import {
  CONTRACT_SENTENCES,
  englishOf,
  SENTENCE_LANGUAGES,
  type TSentenceCatalog,
  translateSentenceWith,
} from './sentences.ts';
import { translateServerMessage } from './server-messages.ts';
import { SHORTLIST_MESSAGES } from './shortlists.ts';
import { VIDEO_MOMENT_MESSAGES } from './video-moments.ts';
import { VIDEO_UPLOAD_MESSAGES } from './video-uploads.ts';
import { VIDEO_CONTROL_MESSAGES } from './videos.ts';

const CATALOGS: Record<(typeof SENTENCE_LANGUAGES)[number], TSentenceCatalog> = { es, 'pt-BR': ptBR, fr, ar };

/**
 * The sentences a language may leave as English: the product's name, and a word the language
 * borrowed as it is. Anything else equal to English is a sentence somebody forgot to translate.
 */
const SAME_AS_ENGLISH: Record<(typeof SENTENCE_LANGUAGES)[number], readonly string[]> = {
  es: ['MESSAGES.productName', 'VIDEO_UPLOAD_MESSAGES.fileLabel'],
  'pt-BR': ['MESSAGES.productName'],
  fr: ['MESSAGES.productName', 'VIDEO_UPLOAD_MESSAGES.fileLabel'],
  ar: ['MESSAGES.productName'],
};

/**
 * What a translation must carry over as it is: numbers (limits, ages, sizes: digits in any grouping),
 * web addresses and `/@handle`-style paths, `{placeholders}`, and code names (`nextCursor`,
 * `TRANSFERMARKT_EMAIL`, `YouTube`).
 */
function tokensOf(sentence: string): string[] {
  const digits = sentence.match(/\d+/g) ?? [];
  const codes =
    sentence.match(/https?:\/\/\S*|\/@\w+|\/channel\/\w+|\{[^}]*\}|\b\w*[a-z][A-Z]\w*\b|\b[A-Z]+_[A-Z_]+\b/g) ?? [];
  return [...digits, ...codes].sort();
}

/** Every group of the contract's messages (`messageIds`), by the name code imports it by. */
const GROUPS: Record<string, Readonly<Record<string, string>>> = {
  ACCOUNT_DATA_MESSAGES,
  ACCOUNT_LANGUAGE_MESSAGES,
  ADMIN_MESSAGES,
  OVERSIGHT_MESSAGES,
  APPLICATION_MESSAGES,
  AVAILABILITY_MESSAGES,
  CAREER_MESSAGES,
  CONFIRMATION_MESSAGES,
  CLUB_NEED_MESSAGES,
  CLUB_VERIFICATION_MESSAGES,
  COMPARE_MESSAGES,
  FAILED_MAIL_MESSAGES,
  FAVOURITE_MESSAGES,
  MESSAGES,
  OPPORTUNITY_DETAIL_MESSAGES,
  PAGING_MESSAGES,
  PITCH_MESSAGES,
  PUSH_MESSAGES,
  REFERENCE_MESSAGES,
  REFUSAL_MESSAGES,
  REPRESENTATION_MESSAGES,
  SCOUT_REPORT_MESSAGES,
  SEARCH_MESSAGES,
  SHORTLIST_MESSAGES,
  VIDEO_MOMENT_MESSAGES,
  VIDEO_UPLOAD_MESSAGES,
  VIDEO_CONTROL_MESSAGES,
};

describe("the contract's sentences in every language", () => {
  const ids = Object.keys(CONTRACT_SENTENCES).sort();

  it('names hundreds of sentences, each by one id', () => {
    expect(ids.length).toBeGreaterThan(400);
    expect(CONTRACT_SENTENCES['MESSAGES.forbidden']).toBe('You are not authorised to do this.');
  });

  it('names each message of every group by its id, whose English is in catalogs/en.json', () => {
    const named = Object.entries(GROUPS).flatMap(([group, messages]) =>
      Object.entries(messages).map(([key, id]) => ({ key: `${group}.${key}`, id })),
    );
    expect(named.length).toBeGreaterThan(600);
    expect(named.filter(({ key, id }) => key !== id || !ids.includes(id))).toEqual([]);
  });

  describe.each(SENTENCE_LANGUAGES)('%s', (language) => {
    const catalog = CATALOGS[language];

    it('has exactly the ids of the contract, none missing, none extra', () => {
      expect(Object.keys(catalog).sort()).toEqual(ids);
    });

    it('is sorted by id (one place to look, small diffs)', () => {
      expect(Object.keys(catalog)).toEqual(ids);
    });

    it('translates every sentence (only its allow-list stays English)', () => {
      const untranslated = ids.filter(
        (id) =>
          !catalog[id]?.trim() || (catalog[id] === CONTRACT_SENTENCES[id] && !SAME_AS_ENGLISH[language].includes(id)),
      );
      expect(untranslated).toEqual([]);
      for (const id of SAME_AS_ENGLISH[language]) expect(catalog[id], id).toBe(CONTRACT_SENTENCES[id]);
    });

    it('keeps the numbers, addresses, placeholders and code names of English', () => {
      for (const id of ids) expect(tokensOf(catalog[id] ?? ''), id).toEqual(tokensOf(CONTRACT_SENTENCES[id] ?? ''));
    });

    it('keeps a sentence that English ends with a space (a status code follows) ending so', () => {
      for (const id of ids) expect(/\s$/.test(catalog[id] ?? ''), id).toBe(/\s$/.test(CONTRACT_SENTENCES[id] ?? ''));
    });
  });

  it('translateSentenceWith picks the translation and passes any other text through', () => {
    expect(translateSentenceWith(fr, SHORTLIST_MESSAGES.nameTaken)).toBe(fr['SHORTLIST_MESSAGES.nameTaken']);
    expect(translateSentenceWith(fr, SHORTLIST_MESSAGES.nameTaken)).toBe('Vous avez déjà une liste portant ce nom.');
    expect(translateSentenceWith(ar, MESSAGES.forbidden)).toBe('غير مصرّح لك بالقيام بذلك.');
    expect(translateSentenceWith(es, 'Hola, soy Ana.')).toBe('Hola, soy Ana.');
    expect(translateSentenceWith(undefined, MESSAGES.forbidden)).toBe('You are not authorised to do this.');
    // A catalog without the sentence (an older one) shows English rather than nothing.
    expect(translateSentenceWith({}, MESSAGES.forbidden)).toBe('You are not authorised to do this.');
    // A sentence that names what it refuses is translated with its values kept.
    const overlap = careerOverlapMessage(
      { club: 'Getafe CF B', from: '2023-07', to: '2024-06' },
      { club: 'Rayo U19', from: '2024-01' },
    );
    expect(englishOf(overlap)).toMatch(/^Getafe CF B \(2023-07 to 2024-06\) overlaps Rayo U19 \(2024-01 to …\)/);
    expect(withoutIsolates(translateSentenceWith(es, overlap))).toMatch(
      /^Getafe CF B \(2023-07 a 2024-06\) coincide con Rayo U19 \(2024-01 a …\)/,
    );
    expect(translateSentenceWith(es, 'Getafe overlaps nothing.')).toBe('Getafe overlaps nothing.');
  });

  it('isolates the values a translation takes from the English sentence, English left as it is', () => {
    // A Latin club name with punctuation, as a member typed it (decision 069).
    const overlap = careerOverlapMessage(
      { club: 'Getafe C.F. B', from: '2023-07', to: '2024-06' },
      { club: 'Rayo U19!', from: '2024-01' },
    );
    expect(englishOf(overlap)).not.toMatch(/[\u2068\u2069]/);
    expect(englishOf(overlap)).toMatch(/^Getafe C\.F\. B \(2023-07 to 2024-06\) overlaps Rayo U19! \(2024-01 to …\): /);
    expect(translateServerMessage(overlap, 'en')).toBe(englishOf(overlap));

    const arabic = translateSentenceWith(ar, overlap);
    expect(arabic).toBe(
      `تتداخل مرحلة ${FSI}Getafe C.F. B${PDI} (${FSI}2023-07${PDI} إلى ${FSI}2024-06${PDI}) مع ${FSI}Rayo U19!${PDI} ` +
        `(${FSI}2024-01${PDI} إلى ${FSI}…${PDI}): يلعب اللاعب لنادٍ واحد في الوقت نفسه، باستثناء الإعارات وفرق الناشئين.`,
    );
    expect(translateServerMessage(overlap, 'ar')).toBe(arabic);
    const french = translateServerMessage(overlap, 'fr');
    expect(french).toMatch(new RegExp(`^${FSI}Getafe C\\.F\\. B${PDI} \\(${FSI}2023-07${PDI} à `));
    expect(french).toContain(`chevauche ${FSI}Rayo U19!${PDI} (`);

    // A value the English already isolated is not isolated twice.
    const isolated = careerOverlapMessage(
      { club: isolate('Getafe C.F. B'), from: '2023-07', to: '2024-06' },
      { club: 'Rayo U19!', from: '2024-01' },
    );
    expect(translateSentenceWith(fr, isolated)).toBe(french);
  });

  it('the server says any of them in the caller’s language, English unchanged', () => {
    expect(translateServerMessage(SHORTLIST_MESSAGES.nameTaken, 'en')).toBe('You already have a list with this name.');
    expect(translateServerMessage(MESSAGES.forbidden, 'en')).toBe('You are not authorised to do this.');
    expect(translateServerMessage(SHORTLIST_MESSAGES.nameTaken, 'pt-BR')).toBe(ptBR['SHORTLIST_MESSAGES.nameTaken']);
    // The framework's own words are not contract sentences and are still translated.
    expect(translateServerMessage('Invalid input', 'fr')).toBe('Saisie non valide');
    expect(translateServerMessage('Not found.', 'es')).toBe('No encontrado.');
    expect(translateServerMessage('Error fetching agent data: 500', 'fr')).toBe('Error fetching agent data: 500');
  });
});
