import fr from '@scouting/contract/catalogs/fr.json';
import type { TLanguage } from '@scouting/contract/languages';
import { MESSAGES } from '@scouting/contract/messages';
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
  it('passes English through as the contract says it, fetching nothing', async () => {
    expect(await sentencesIn('en', [SHORTLIST_MESSAGES.nameTaken, 'Ana’s own words'])).toEqual([
      SHORTLIST_MESSAGES.nameTaken,
      'Ana’s own words',
    ]);
    expect(loadedSentences('en')).toBeUndefined();
  });

  it('shows a contract sentence in French, and any other text as it came', async () => {
    expect(await sentencesIn('fr', [SHORTLIST_MESSAGES.nameTaken, MESSAGES.forbidden, 'Ana’s own words'])).toEqual([
      'Vous avez déjà une liste portant ce nom.',
      fr[MESSAGES.forbidden as keyof typeof fr],
      'Ana’s own words',
    ]);
  });

  it('a language switch loads the sentences before it activates, so no page suspends after it', async () => {
    vi.stubGlobal('document', { cookie: '', documentElement: {} });
    expect(loadedSentences('ar')).toBeUndefined();
    await activateLanguage('ar', { remember: false });
    expect(i18n.locale).toBe('ar');
    expect(loadedSentences('ar')?.[MESSAGES.forbidden]).toBe('غير مصرّح لك بالقيام بذلك.');
  });
});
