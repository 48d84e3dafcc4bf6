import { readdirSync, readFileSync } from 'node:fs';
import { LANGUAGES } from '@scouting/contract/languages';
import { REPRESENTATION_SERVICES } from '@scouting/contract/representation';
import { describe, expect, it } from 'vitest';
import { everyMailText } from '../../../test/mail-samples.ts';
import expected from './mail-texts.expected.json' with { type: 'json' };
import { mailCatalog, mailTexts } from './mail-texts.ts';

/** The server's own code, tests left out: where a message id must be named for it to be sent. */
function serverSource(): string {
  const root = new URL('../../', import.meta.url);
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts'))
    .map((path) => readFileSync(new URL(path, root), 'utf8'))
    .join('\n');
}

describe('the mails in every language', () => {
  // The record was written from the mails as they were before their sentences moved into ICU catalogs:
  // a changed letter in any language, branch or count fails here.
  it('says every sentence and composes every mail letter for letter as recorded', () => {
    expect(everyMailText()).toEqual(expected);
  });

  // The catalogs' shape, ICU and placeholders are checked with every other area's (apps/web/src/i18n/catalogs.test.ts).
  it('isolates what members typed inside an Arabic sentence, subject and body (decision 069)', () => {
    const ar = mailTexts('ar');
    // A Latin name ending in punctuation keeps its "!" after it in a right-to-left sentence.
    expect(ar.pitchSubject('Ana Ruiz!')).toContain('\u2068Ana Ruiz!\u2069');
    const intro = ar.trialIntro('FC Norte', 'Ana Ruiz!', 'U19 (2026)');
    for (const value of ['FC Norte', 'Ana Ruiz!', 'U19 (2026)']) expect(intro).toContain(`\u2068${value}\u2069`);
    // The product's own values stay as they are: a count, a date.
    expect(ar.digestSubject(3)).not.toMatch(/[\u2068\u2069]/);
    expect(ar.trialWhen(new Date('2026-12-05T15:30:00Z'))).not.toMatch(/[\u2068\u2069]/);
  });

  it('has no message that no mail sends', () => {
    const source = serverSource();
    const ids = Object.keys(mailCatalog('en'));
    expect(ids.length).toBeGreaterThan(60);
    // A service's message is named from the agreement's services, one message each.
    const named = (id: string) => {
      const service = /^mails\.service\.(.+)$/.exec(id)?.[1];
      return service
        ? (REPRESENTATION_SERVICES as readonly string[]).includes(service) &&
            // biome-ignore lint/suspicious/noTemplateCurlyInString: the code's own template literal is what is looked for
            source.includes('`mails.service.${service}`')
        : source.includes(`'${id}'`);
    };
    expect(ids.filter((id) => !named(id))).toEqual([]);
  });

  it('words every message in each language its own way, none left in English', () => {
    const english = mailCatalog('en');
    for (const language of LANGUAGES) {
      if (language === 'en') continue;
      const catalog = mailCatalog(language);
      for (const [id, message] of Object.entries(english)) {
        expect(catalog[id as keyof typeof english], `${language} ${id}`).not.toBe(message);
      }
    }
  });
});
