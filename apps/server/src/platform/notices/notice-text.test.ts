import { createRequire } from 'node:module';
import { withoutIsolates } from '@scouting/contract/bidi-isolate';
import { LANGUAGES } from '@scouting/contract/languages';
import { NOTICE_KEYS } from '@scouting/contract/notifications';
import type { TNoticeLine } from '@scouting/contract/schemas/notifications';
import { describe, expect, it } from 'vitest';
import { noticeText, storedNoticeText } from './notice-text.ts';

const require = createRequire(import.meta.url);
const catalog = (language: string) =>
  require(`@scouting/contract/catalogs/notices/${language}.json`) as Record<string, string>;

/** Values for every placeholder any notice has: each is a distinct word, so its place in a sentence shows. */
const VALUES: TNoticeLine['values'] = {
  sender: 'Rui Agent',
  title: 'Cup final',
  rating: 4,
  firstName: 'Ana',
  player: 'Ana Silva',
  post: 'U19 striker',
  poster: 'Club Norte',
  status: 'Applied',
  count: 3,
  search: 'Icelandic strikers',
  username: 'ana09',
  agent: 'Rui Agent',
  reason: 'No licence number',
  hasReason: 'yes',
  name: 'Rui Agent',
  reporter: 'Kim Scout',
  subject: 'message',
  member: 'Bo Player',
};

describe('the bell’s sentences in every language', () => {
  it('has every key in every language, and no other', () => {
    const ids = NOTICE_KEYS.map((key) => `notices.${key}`).sort();
    for (const language of LANGUAGES) expect(Object.keys(catalog(language)).sort(), language).toEqual(ids);
  });

  it('says English word for word as the lines were written before they had keys', () => {
    // The words, not the isolates around the members' values (the next test holds those).
    const en = (key: TNoticeLine['key'], values: TNoticeLine['values'] = {}) =>
      withoutIsolates(noticeText({ key, values }, 'en'));
    expect(en('messageReceived', { sender: 'Rui Agent' })).toBe('New message from Rui Agent');
    expect(en('videoRated', { title: 'Cup final', rating: 4 })).toBe(
      'Your video "Cup final" received a new 4-star rating.',
    );
    expect(en('videoRatedMinor', { title: 'Cup final' })).toBe(
      'A verified agent rated your video "Cup final". Your video profile shows your average rating.',
    );
    expect(en('welcome', { firstName: 'Ana' })).toBe('Welcome to Scouting Network, Ana!');
    expect(en('savedSearchMatch', { search: 'Wingers' })).toBe('A new player matches your saved search "Wingers".');
    expect(en('parentConsentConfirmed')).toBe(
      'Your parent or guardian confirmed your account. You can now apply, message and upload.',
    );
    for (const [count, received] of [
      [0, '0 applications'],
      [1, '1 application'],
      [2, '2 applications'],
    ] as const) {
      expect(en('deadlinePassed', { post: 'U19', count })).toBe(
        `The deadline to apply to your opportunity "U19" has passed, so it no longer takes applications. It received ${received}.`,
      );
    }
    expect(en('statusViewed', { poster: 'Club', post: 'U19' })).toBe('Club viewed your application to: U19');
    expect(en('statusShortlisted', { poster: 'FC Norte', post: 'Keeper wanted' })).toBe(
      'FC Norte shortlisted you for: Keeper wanted',
    );
    expect(en('statusInvited', { poster: 'Club', post: 'U19' })).toBe('Club invited you to a trial for: U19');
    expect(en('statusContractOffered', { poster: 'Club', post: 'U19' })).toBe(
      'Club offered you a contract after the trial: U19',
    );
    expect(en('statusSigned', { poster: 'Club', post: 'U19' })).toBe('You signed with Club after the trial: U19');
    expect(en('statusNotSelected', { poster: 'Club', post: 'U19' })).toBe(
      'Club did not select you after the trial: U19',
    );
    expect(en('statusOther', { post: 'U19', status: 'Submitted' })).toBe('Your application to "U19" is now Submitted');
    expect(en('representationOffer', { agent: 'Rui' })).toBe(
      'Rui offered to represent you. Read the terms and answer.',
    );
    expect(en('representationGuardianConfirmed', { player: 'Ana' })).toBe(
      'The parent of Ana confirmed: your agreement to represent Ana has started.',
    );
    expect(en('representationEndDateReached', { name: 'Rui' })).toBe(
      'Your representation agreement with Rui has reached its end date and is over.',
    );
    expect(en('transfermarktForwarded')).toBe(
      "Your Transfermarkt application was forwarded to Transfermarkt's data team. They decide on the listing.",
    );
    expect(en('verificationRejectedMayResend', { hasReason: 'yes', reason: 'No licence.' })).toBe(
      'Your agent verification request was rejected. Reason: No licence. You may send a new request from your profile.',
    );
    expect(en('verificationRejectedFinal', { hasReason: 'no', reason: '' })).toBe(
      'Your agent verification request was rejected. A new request is not possible for now.',
    );
    expect(en('reportReceived', { reporter: 'Kim', subject: 'opportunity', member: 'Bo', reason: 'Spam' })).toBe(
      'Kim reported an opportunity of Bo: Spam.',
    );
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    '%s: every sentence is translated and keeps each value English puts in it',
    (language) => {
      for (const key of NOTICE_KEYS) {
        const line = { key, values: VALUES };
        const english = noticeText(line, 'en');
        const translated = noticeText(line, language);
        expect(translated, `${language} ${key}`).not.toBe(english);
        for (const value of Object.values(VALUES)) {
          // Values chosen by a select or a plural are words of the sentence, not shown as they are.
          if (value === 'yes' || value === 'message' || typeof value === 'number') continue;
          if (english.includes(String(value))) expect(translated, `${language} ${key}`).toContain(String(value));
        }
      }
    },
  );

  it('isolates what members typed, in a right-to-left sentence too, and leaves counts and choices alone', () => {
    // A Latin name ending in punctuation inside Arabic: isolated, its "!" stays after it on the page (decision 069).
    expect(noticeText({ key: 'representationOffer', values: { agent: 'Rui Agent!' } }, 'ar')).toBe(
      'عرض \u2068Rui Agent!\u2069 تمثيلك. اقرأ الشروط وأجب.',
    );
    expect(noticeText({ key: 'statusSigned', values: { poster: 'FC Norte', post: 'U19 (2026)' } }, 'ar')).toBe(
      'وقّعت مع \u2068FC Norte\u2069 بعد التجربة: \u2068U19 (2026)\u2069',
    );
    const deadline = noticeText({ key: 'deadlinePassed', values: { post: 'U19', count: 2 } }, 'ar');
    expect(deadline).toContain('\u2068U19\u2069');
    expect(deadline).toContain('طلبين');
    expect(
      noticeText({ key: 'pitchAnsweredAgent', values: { club: 'FC Norte', player: 'Ana', answer: 'notFit' } }, 'en'),
    ).toBe('\u2068FC Norte\u2069 answered your pitch of \u2068Ana\u2069: Not a fit.');
  });

  it('counts by each language’s plural rules', () => {
    const deadline = (language: (typeof LANGUAGES)[number], count: number) =>
      noticeText({ key: 'deadlinePassed', values: { post: 'U19', count } }, language);
    expect(deadline('fr', 1)).toContain('1 candidature.');
    expect(deadline('fr', 3)).toContain('3 candidatures.');
    expect(deadline('ar', 2)).toContain('طلبين');
    expect(deadline('ar', 5)).toContain('5 طلبات');
  });

  it('shows a line written before sentences had keys as it was stored', () => {
    expect(storedNoticeText({ message: 'Bench notification 1', noticeKey: null, noticeValues: null }, 'fr')).toBe(
      'Bench notification 1',
    );
    expect(
      storedNoticeText(
        { message: 'New message from Rui', noticeKey: 'messageReceived', noticeValues: { sender: 'Rui' } },
        'es',
      ),
    ).toBe('Nuevo mensaje de \u2068Rui\u2069');
  });
});
