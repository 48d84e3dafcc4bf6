import { describe, expect, it } from 'vitest';
import notices from '../catalogs/notices/en.json' with { type: 'json' };
import { FSI, isolate, isolateTexts, PDI, withoutIsolates } from './bidi-isolate.ts';
import { NOTICE_CHOICES, noticeValues } from './notice-values.ts';

describe('isolating what members typed inside a sentence (decision 069)', () => {
  it('wraps a Latin name with trailing punctuation, so an Arabic sentence keeps its order around it', () => {
    const name = isolate('Ana Ruiz!');
    expect(name).toBe('\u2068Ana Ruiz!\u2069');
    // Inside the Arabic welcome line, the name with its "!" is one isolated run.
    expect(`مرحبًا، ${name}`).toBe('مرحبًا، \u2068Ana Ruiz!\u2069');
  });

  it('wraps once: a value isolated already is left as it is', () => {
    expect(isolate(isolate('FC Norte'))).toBe(`${FSI}FC Norte${PDI}`);
    expect(isolate('')).toBe(`${FSI}${PDI}`);
  });

  it('isolates each text of a record passed whole, not its numbers', () => {
    expect(isolateTexts({ name: 'Ana Ruiz', role: 'U19 head coach', club: 'Getafe CF', seasons: 2 })).toEqual({
      name: '\u2068Ana Ruiz\u2069',
      role: '\u2068U19 head coach\u2069',
      club: '\u2068Getafe CF\u2069',
      seasons: 2,
    });
  });

  it('gives the typed words back without the isolates', () => {
    expect(withoutIsolates(`Welcome, ${isolate('Ana')}`)).toBe('Welcome, Ana');
    expect(withoutIsolates('no isolates here')).toBe('no isolates here');
  });

  it("isolates a notice's texts, not its numbers or its choices", () => {
    const values = noticeValues({ player: 'Ana!', club: 'نادي الشمال', count: 3, rating: 4, answer: 'notFit' });
    expect(values).toEqual({
      player: '\u2068Ana!\u2069',
      club: '\u2068نادي الشمال\u2069',
      count: 3,
      rating: 4,
      answer: 'notFit',
    });
    for (const choice of NOTICE_CHOICES) expect(noticeValues({ [choice]: 'yes' })[choice]).toBe('yes');
  });

  it('knows every choice of the bell’s sentences, so none is isolated into the `other` branch', () => {
    const chosen = new Set(
      Object.values(notices).flatMap((message) => [...message.matchAll(/\{(\w+), select,/g)].map((match) => match[1])),
    );
    expect([...chosen].sort()).toEqual([...NOTICE_CHOICES].sort());
  });

  it('leaves a date or a number formatted for the sentence as it was', () => {
    // Product text (a date, a count) is not passed through isolate: only the member's value changes.
    const date = new Intl.DateTimeFormat('ar', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date('2026-11-28'));
    const sentence = `${isolate('Ana')} · ${date} · ${new Intl.NumberFormat('ar').format(12)}`;
    expect(withoutIsolates(sentence).endsWith(`${date} · ${new Intl.NumberFormat('ar').format(12)}`)).toBe(true);
    expect(sentence.match(/\u2068/g)).toHaveLength(1);
  });
});
