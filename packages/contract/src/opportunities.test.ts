import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import { ageRangesFor, generalPositionsFor, postsOpportunities } from './opportunities.ts';
import {
  applicantCountLabel,
  OPPORTUNITY_DETAIL_MESSAGES as DETAIL,
  deadlinePassed,
  endsBeforeStarts,
  isIsoDate,
  isoToday,
} from './opportunity-details.ts';
import {
  ZOpportunitiesForPlayerQuery,
  ZPostOpportunityRequest,
  ZUpdateOpportunityRequest,
} from './schemas/opportunities.ts';

const messagesOf = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

/** A day `days` after today (UTC), as YYYY-MM-DD. */
const dayFromToday = (days: number) => isoToday(new Date(Date.now() + days * 86_400_000));

describe('opportunity rules', () => {
  it('lets agents, scouts and clubs post and so handle their applications; players and admins do not post', () => {
    expect(['Agent', 'Scout', 'Club'].every((role) => postsOpportunities(role as 'Agent'))).toBe(true);
    expect(postsOpportunities('Player')).toBe(false);
    expect(postsOpportunities('Admin')).toBe(false);
    expect(postsOpportunities(undefined)).toBe(false);
  });

  it('requires a description that is not blank', () => {
    const result = ZPostOpportunityRequest.safeParse({ description: '   ' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([MESSAGES.enterOpportunityDescription]);
  });

  it('makes link and filters optional, empty strings meaning none', () => {
    const parsed = ZPostOpportunityRequest.parse({
      description: ' Striker wanted ',
      link: '',
      filters: { country: '' },
    });
    expect(parsed).toEqual({
      description: 'Striker wanted',
      link: null,
      filters: { country: null, ageRange: null, generalPosition: null, specificPosition: null },
    });
  });

  it('accepts a type, a trimmed city, dates and a deadline, all optional', () => {
    const deadline = dayFromToday(10);
    const parsed = ZPostOpportunityRequest.parse({
      description: 'Trial week',
      type: 'Trial',
      city: '  Porto ',
      startsOn: '2030-03-02',
      endsOn: '2030-03-06',
      deadline,
    });
    expect(parsed).toMatchObject({
      type: 'Trial',
      city: 'Porto',
      startsOn: '2030-03-02',
      endsOn: '2030-03-06',
      deadline,
    });
    // Empty form fields are "not set"; absent fields stay absent.
    const empty = ZPostOpportunityRequest.parse({
      description: 'x',
      type: null,
      city: ' ',
      startsOn: '',
      deadline: '',
    });
    expect(empty).toMatchObject({ type: null, city: null, startsOn: null, deadline: null });
    expect('endsOn' in empty).toBe(false);
    // Today is still a day to apply.
    expect(ZPostOpportunityRequest.safeParse({ description: 'x', deadline: isoToday() }).success).toBe(true);
  });

  it('refuses an unknown type, a long city, a date that does not exist, dates out of order and a past deadline', () => {
    const result = ZPostOpportunityRequest.safeParse({
      description: 'x',
      type: 'Holiday',
      city: 'x'.repeat(101),
      startsOn: '2030-02-30',
      deadline: dayFromToday(-1),
    });
    expect(messagesOf(result)).toEqual({
      type: DETAIL.chooseType,
      city: DETAIL.cityTooLong,
      startsOn: DETAIL.invalidDate,
      deadline: DETAIL.deadlineInPast,
    });
    const outOfOrder = ZPostOpportunityRequest.safeParse({
      description: 'x',
      startsOn: '2030-03-06',
      endsOn: '2030-03-02',
    });
    expect(messagesOf(outOfOrder)).toEqual({ endsOn: DETAIL.endsBeforeStarts });
    expect(ZPostOpportunityRequest.safeParse({ description: 'x', endsOn: '6 March' }).success).toBe(false);
    expect(ZPostOpportunityRequest.safeParse({ description: 'x', city: 'x'.repeat(100) }).success).toBe(true);
  });

  it('accepts an edit of description and link, or a status change, not both', () => {
    expect(ZUpdateOpportunityRequest.safeParse({ status: 'Closed' }).success).toBe(true);
    expect(ZUpdateOpportunityRequest.safeParse({ description: 'New', link: null }).success).toBe(true);
    expect(ZUpdateOpportunityRequest.safeParse({ status: 'Deleted' }).success).toBe(false);
    expect(ZUpdateOpportunityRequest.safeParse({ status: 'Open', description: 'x' }).success).toBe(false);
  });

  it('accepts the details in an edit, absent ones left unchanged, with the field messages through the union', () => {
    expect(ZUpdateOpportunityRequest.parse({ description: 'New', link: null, city: 'Lyon' })).toEqual({
      description: 'New',
      link: null,
      city: 'Lyon',
    });
    // An edit may set a deadline that has passed: that closes the post.
    expect(ZUpdateOpportunityRequest.safeParse({ description: 'x', deadline: '2001-01-01' }).success).toBe(true);
    expect(messagesOf(ZUpdateOpportunityRequest.safeParse({ description: 'x', startsOn: 'soon' }))).toEqual({
      startsOn: DETAIL.invalidDate,
    });
    expect(messagesOf(ZUpdateOpportunityRequest.safeParse({ description: 'x', type: 'Holiday' }))).toEqual({
      type: DETAIL.chooseType,
    });
    expect(
      messagesOf(
        ZUpdateOpportunityRequest.safeParse({ description: 'x', startsOn: '2030-03-06', endsOn: '2030-03-02' }),
      ),
    ).toEqual({ endsOn: DETAIL.endsBeforeStarts });
    // The status form stays strict: no details beside a status.
    expect(ZUpdateOpportunityRequest.safeParse({ status: 'Closed', deadline: '2030-01-01' }).success).toBe(false);
    expect(ZUpdateOpportunityRequest.safeParse({ description: 'x', colour: 'red' }).success).toBe(false);
  });

  it('reads the player list filters: a type from the list and a trimmed city, both optional', () => {
    expect(ZOpportunitiesForPlayerQuery.parse({ type: 'Academy place', city: ' Madrid ' })).toMatchObject({
      type: 'Academy place',
      city: 'Madrid',
      limit: 50,
    });
    expect(ZOpportunitiesForPlayerQuery.parse({ city: '' }).city).toBeUndefined();
    expect(messagesOf(ZOpportunitiesForPlayerQuery.safeParse({ type: 'Holiday' }))).toEqual({
      type: DETAIL.chooseType,
    });
  });

  it('checks days: real dates, order, and a deadline that closes the post from the day after', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2027-1-02')).toBe(false);
    expect(endsBeforeStarts('2030-01-02', '2030-01-01')).toBe(true);
    expect(endsBeforeStarts('2030-01-02', '2030-01-02')).toBe(false);
    expect(endsBeforeStarts(null, '2030-01-01')).toBe(false);
    expect(isoToday(new Date('2026-11-26T23:59:00Z'))).toBe('2026-11-26');
    expect(deadlinePassed('2026-11-26', '2026-11-26')).toBe(false);
    expect(deadlinePassed('2026-11-25', '2026-11-26')).toBe(true);
    expect(deadlinePassed(null, '2026-11-26')).toBe(false);
  });

  it('says how many players applied to a post', () => {
    expect(applicantCountLabel(0)).toBe('No applicants yet');
    expect(applicantCountLabel(1)).toBe('1 applicant');
    expect(applicantCountLabel(12)).toBe('12 applicants');
  });

  it('places ages in the product age ranges', () => {
    expect(ageRangesFor(12)).toEqual([]);
    expect(ageRangesFor(13)).toEqual(['13-16']);
    expect(ageRangesFor(20)).toEqual(['17-20']);
    expect(ageRangesFor(50)).toEqual(['41-50', '50+']);
    expect(ageRangesFor(63)).toEqual(['50+']);
  });

  it('maps specific positions to their general positions', () => {
    expect(generalPositionsFor(['GK'])).toEqual(['Goal Keepers']);
    expect(generalPositionsFor(['CDM', 'ST'])).toEqual(['Midfielders', 'Forwards/Attackers']);
  });
});
