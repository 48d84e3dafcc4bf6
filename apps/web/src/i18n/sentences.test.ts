import { FSI, PDI } from '@scouting/contract/bidi-isolate';
import { careerOverlapMessage } from '@scouting/contract/career';
import fr from '@scouting/contract/catalogs/fr.json';
import type { TLanguage } from '@scouting/contract/languages';
import { MESSAGES } from '@scouting/contract/messages';
import { SCOUT_REPORT_MESSAGES } from '@scouting/contract/scout-reports';
import { englishOf } from '@scouting/contract/sentences';
import { SHORTLIST_MESSAGES } from '@scouting/contract/shortlists';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, i18n } from './i18n.ts';
import { LanguageProvider } from './language-provider.tsx';
import { loadedSentences } from './sentence-catalogs.ts';
import { preloadSentences, useSentence } from './sentences.ts';

/** A component of a page: says `texts` through `useSentence()` into `said`. */
function Probe({ texts, said }: { texts: string[]; said: string[] }) {
  const say = useSentence();
  said.push(...texts.map(say));
  return null;
}

/** What `useSentence()` makes of `texts` in a page rendered in `language` (its catalog loaded first). */
async function sentencesIn(language: TLanguage, texts: string[]): Promise<string[]> {
  await preloadSentences(language);
  i18n.load(language, {});
  i18n.activate(language);
  const said: string[] = [];
  renderToString(createElement(LanguageProvider, null, createElement(Probe, { texts, said })));
  return said;
}

afterEach(() => {
  i18n.activate('en');
  vi.unstubAllGlobals();
});

describe('useSentence', () => {
  it('shows a message id in English and passes English through as the contract says it', async () => {
    expect(loadedSentences('en')).toBeUndefined();
    expect(
      await sentencesIn('en', [
        SCOUT_REPORT_MESSAGES.noReports,
        englishOf(SHORTLIST_MESSAGES.nameTaken),
        'Ana’s own words',
      ]),
    ).toEqual([
      'No reports yet. Open a player’s profile and choose Write a report.',
      englishOf(SHORTLIST_MESSAGES.nameTaken),
      'Ana’s own words',
    ]);
    expect(loadedSentences('en')?.[SCOUT_REPORT_MESSAGES.noReports]).toBe(
      'No reports yet. Open a player’s profile and choose Write a report.',
    );
  });

  it('shows a message id in French', async () => {
    expect(await sentencesIn('fr', [SCOUT_REPORT_MESSAGES.noReports])).toEqual([
      fr[SCOUT_REPORT_MESSAGES.noReports as keyof typeof fr],
    ]);
    expect(fr[SCOUT_REPORT_MESSAGES.noReports as keyof typeof fr]).toMatch(/\w/);
  });

  it('shows a contract sentence in French, and any other text as it came', async () => {
    expect(
      await sentencesIn('fr', [
        SHORTLIST_MESSAGES.nameTaken,
        MESSAGES.forbidden,
        'Ana’s own words',
        // English already said (a server's answer) and a member's word the catalog object has by inheritance.
        englishOf(MESSAGES.forbidden),
        'constructor',
      ]),
    ).toEqual([
      'Vous avez déjà une liste portant ce nom.',
      fr[MESSAGES.forbidden as keyof typeof fr],
      'Ana’s own words',
      englishOf(MESSAGES.forbidden),
      'constructor',
    ]);
  });

  it('a language switch loads the sentences before it activates, so no page suspends after it', async () => {
    vi.stubGlobal('document', { cookie: '', documentElement: {} });
    expect(loadedSentences('ar')).toBeUndefined();
    await activateLanguage('ar', { remember: false });
    expect(i18n.locale).toBe('ar');
    expect(loadedSentences('ar')?.[MESSAGES.forbidden]).toBe('غير مصرّح لك بالقيام بذلك.');
  });

  // After the language switch above, which finds the Arabic sentences not yet loaded.
  it('isolates the values a translated sentence takes from English, and leaves English as it is', async () => {
    // A Latin club name with punctuation, as a member typed it, in a right-to-left sentence (decision 069).
    const overlap = careerOverlapMessage(
      { club: 'Getafe C.F. B', from: '2023-07', to: '2024-06' },
      { club: 'Rayo U19!', from: '2024-01' },
    );
    expect(await sentencesIn('en', [overlap])).toEqual([englishOf(overlap)]);
    expect(englishOf(overlap)).not.toMatch(/[\u2068\u2069]/);
    const [arabic] = await sentencesIn('ar', [overlap]);
    expect(arabic).toBe(
      `تتداخل مرحلة ${FSI}Getafe C.F. B${PDI} (${FSI}2023-07${PDI} إلى ${FSI}2024-06${PDI}) مع ${FSI}Rayo U19!${PDI} ` +
        `(${FSI}2024-01${PDI} إلى ${FSI}…${PDI}): يلعب اللاعب لنادٍ واحد في الوقت نفسه، باستثناء الإعارات وفرق الناشئين.`,
    );
    const [french] = await sentencesIn('fr', [overlap]);
    expect(french).toMatch(
      new RegExp(`^${FSI}Getafe C\\.F\\. B${PDI} \\(${FSI}2023-07${PDI} à ${FSI}2024-06${PDI}\\) chevauche `),
    );
  });
});
