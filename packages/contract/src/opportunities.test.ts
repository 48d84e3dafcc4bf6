import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import {
  ageRangesFor,
  generalPositionsFor,
  postsOpportunities,
  ZPostOpportunityRequest,
  ZUpdateOpportunityRequest,
} from './opportunities.ts';

describe('opportunity rules', () => {
  it('lets agents, scouts and clubs post and so handle their applications; players and admins do not post', () => {
    expect(['Agent', 'Scout', 'Club'].every((role) => postsOpportunities(role as 'Agent'))).toBe(true);
    expect(postsOpportunities('Player')).toBe(false);
    expect(postsOpportunities('Admin')).toBe(false);
    expect(postsOpportunities(undefined)).toBe(false);
  });

  it('requires a description that is not blank (SPEC §5)', () => {
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

  it('accepts an edit of description and link, or a status change, not both', () => {
    expect(ZUpdateOpportunityRequest.safeParse({ status: 'Closed' }).success).toBe(true);
    expect(ZUpdateOpportunityRequest.safeParse({ description: 'New', link: null }).success).toBe(true);
    expect(ZUpdateOpportunityRequest.safeParse({ status: 'Deleted' }).success).toBe(false);
    expect(ZUpdateOpportunityRequest.safeParse({ status: 'Open', description: 'x' }).success).toBe(false);
  });

  it('places ages in the SPEC age ranges', () => {
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
