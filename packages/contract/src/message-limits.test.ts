import { describe, expect, it } from 'vitest';
import { ACCOUNT_LANGUAGE_MESSAGES } from './account-language.ts';
import { FFAR_FEE_CAP_PERCENT } from './agent-rules.ts';
import { APPLICATION_MESSAGES, APPLICATION_TEXT_LIMITS, MAX_APPLICATION_VIDEOS } from './application-status.ts';
import { AVAILABILITY_MESSAGES, RELOCATION_COUNTRIES_MAX } from './availability.ts';
import { ADULT_AGE } from './constants.ts';
import { LANGUAGES } from './languages.ts';
import { MESSAGES } from './messages.ts';
import { OPPORTUNITY_CITY_MAX, OPPORTUNITY_DETAIL_MESSAGES, OPPORTUNITY_SEARCH_MAX } from './opportunity-details.ts';
import { PITCH_LIMITS, PITCH_MESSAGES } from './pitches.ts';
import { REFERENCE_MAX_CHARS, REFERENCE_MAX_PER_PLAYER, REFERENCE_MESSAGES } from './references.ts';
import {
  REPRESENTATION_FEE_PERCENT,
  REPRESENTATION_MESSAGES,
  REPRESENTATION_MONTHS,
  REPRESENTATION_TEXT_LIMITS,
} from './representation.ts';
import { SCOUT_REPORT_LIMITS, SCOUT_REPORT_MESSAGES } from './scout-reports.ts';
import { SAVED_SEARCHES_MAX, SEARCH_MESSAGES } from './search.ts';
import { englishOf } from './sentences.ts';
import { SHORTLIST_LIMITS, SHORTLIST_MESSAGES } from './shortlists.ts';

/**
 * A message whose English names a limit names the one its rule checks: the sentence lives in
 * catalogs/en.json, the limit in TypeScript (decision 073), and a changed limit must change the
 * sentence (and its translations, which keep English's numbers: sentences.test.ts).
 */
const NAMED: readonly (readonly [string, string | number])[] = [
  [SCOUT_REPORT_MESSAGES.minutesInvalid, SCOUT_REPORT_LIMITS.minutesMax],
  [SCOUT_REPORT_MESSAGES.competitionTooLong, SCOUT_REPORT_LIMITS.competitionMax],
  [SCOUT_REPORT_MESSAGES.opponentTooLong, SCOUT_REPORT_LIMITS.opponentMax],
  [SCOUT_REPORT_MESSAGES.strengthsTooLong, SCOUT_REPORT_LIMITS.strengthsMax],
  [SCOUT_REPORT_MESSAGES.weaknessesTooLong, SCOUT_REPORT_LIMITS.weaknessesMax],
  [SCOUT_REPORT_MESSAGES.summaryTooLong, SCOUT_REPORT_LIMITS.summaryMax],
  [SCOUT_REPORT_MESSAGES.feedbackTooLong, SCOUT_REPORT_LIMITS.feedbackMax],
  [SCOUT_REPORT_MESSAGES.tooManyMoments, SCOUT_REPORT_LIMITS.momentsMax],
  [SCOUT_REPORT_MESSAGES.momentNoteTooLong, SCOUT_REPORT_LIMITS.momentNoteMax],
  [REPRESENTATION_MESSAGES.monthsRange, REPRESENTATION_MONTHS.min],
  [REPRESENTATION_MESSAGES.monthsRange, REPRESENTATION_MONTHS.max],
  [REPRESENTATION_MESSAGES.feeRange, REPRESENTATION_FEE_PERCENT.min],
  [REPRESENTATION_MESSAGES.feeRange, REPRESENTATION_FEE_PERCENT.max],
  [SHORTLIST_MESSAGES.nameTooLong, SHORTLIST_LIMITS.nameMax],
  [SHORTLIST_MESSAGES.noteTooLong, SHORTLIST_LIMITS.noteMax],
  [SHORTLIST_MESSAGES.tooManyLists, SHORTLIST_LIMITS.listsMax],
  [SHORTLIST_MESSAGES.playerIdsInvalid, SHORTLIST_LIMITS.holdingMax],
  [PITCH_MESSAGES.noteTooLong, PITCH_LIMITS.note],
  [PITCH_MESSAGES.tooManyVideos, PITCH_LIMITS.videos],
  [ACCOUNT_LANGUAGE_MESSAGES.unknownLanguage, LANGUAGES.join(', ')],
  [OPPORTUNITY_DETAIL_MESSAGES.cityTooLong, OPPORTUNITY_CITY_MAX],
  [OPPORTUNITY_DETAIL_MESSAGES.searchTooLong, OPPORTUNITY_SEARCH_MAX],
  [REPRESENTATION_MESSAGES.feeCap, REPRESENTATION_FEE_PERCENT.min],
  [REPRESENTATION_MESSAGES.feeCap, FFAR_FEE_CAP_PERCENT],
  [REPRESENTATION_MESSAGES.messageTooLong, REPRESENTATION_TEXT_LIMITS.message],
  [SEARCH_MESSAGES.tooManySavedSearches, SAVED_SEARCHES_MAX],
  [AVAILABILITY_MESSAGES.tooManyRelocationCountries, RELOCATION_COUNTRIES_MAX],
  [REFERENCE_MESSAGES.textTooLong, REFERENCE_MAX_CHARS],
  [REFERENCE_MESSAGES.tooMany, REFERENCE_MAX_PER_PLAYER],
  [APPLICATION_MESSAGES.tooManyVideos, MAX_APPLICATION_VIDEOS],
  [APPLICATION_MESSAGES.venueTooLong, APPLICATION_TEXT_LIMITS.venue],
  [APPLICATION_MESSAGES.detailsTooLong, APPLICATION_TEXT_LIMITS.trialDetails],
  [APPLICATION_MESSAGES.messageTooLong, APPLICATION_TEXT_LIMITS.statusMessage],
  [MESSAGES.playerNotUnderage, ADULT_AGE],
  [MESSAGES.underageRequestNeedsVerification, ADULT_AGE],
  [MESSAGES.postToMinorsNeedsVerification, ADULT_AGE],
  [MESSAGES.postToMinorsAgentsOnly, ADULT_AGE],
  [MESSAGES.contactDetailsInPostForMinors, ADULT_AGE],
  [MESSAGES.contactDetailsInTextForMinors, ADULT_AGE],
];

describe('the limits named in English', () => {
  it.each(NAMED)('%s names %s', (id, limit) => {
    expect(englishOf(id)).toContain(String(limit));
  });
});
