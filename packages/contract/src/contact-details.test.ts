import { describe, expect, it } from 'vitest';
import { EVERY_COUNTRY, MUST_PASS, MUST_REFUSE } from './fixtures/contact-details.ts';
import { findContactDetails } from './safeguarding.ts';

/**
 * The contact-details rule (decision 042), as a table: what a post or message that reaches a minor
 * must refuse, and the football text it must let through.
 */
describe('the contact-details rule (decision 042)', () => {
  it('has at least 40 texts on each side', () => {
    expect(MUST_PASS.length).toBeGreaterThanOrEqual(40);
    expect(MUST_REFUSE.length).toBeGreaterThanOrEqual(40);
  });

  it.each(MUST_PASS)('lets %j through, whatever the countries', (text) => {
    expect(findContactDetails(text)).toEqual([]);
    expect(findContactDetails(text, { countries: EVERY_COUNTRY })).toEqual([]);
  });

  it.each(MUST_REFUSE)('refuses %j as %j (countries %j)', (text, kinds, countries) => {
    expect(findContactDetails(text, { countries })).toEqual(kinds);
  });

  it('reads national formats only for the countries given', () => {
    expect(findContactDetails('Llámame al 612 345 678')).toEqual([]);
    expect(findContactDetails('Llámame al 612 345 678', { countries: ['GB', null, undefined, 'XX'] })).toEqual([]);
    expect(findContactDetails('Llámame al 612 345 678', { countries: ['GB', 'es'] })).toEqual(['phone']);
  });
});
