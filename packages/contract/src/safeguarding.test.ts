import { describe, expect, it } from 'vitest';
import {
  ageRangeReachesMinors,
  canMinorSeePostBy,
  canPostToMinors,
  canRequestUnderageContact,
  canSeeMinors,
  canSeePlayer,
  consentAwaitsAnswer,
  needsParentalConsent,
  reportInvolvesMinor,
  type TPlayerSubject,
  type TViewer,
} from './safeguarding.ts';

const viewer = (role: TViewer['role'], verifiedAgent = false, id = 1): TViewer => ({ id, role, verifiedAgent });
const minor = (consent: TPlayerSubject['consent']): TPlayerSubject => ({ id: 99, isMinor: true, consent });
const adult: TPlayerSubject = { id: 98, isMinor: false, consent: 'none' };

describe('consentAwaitsAnswer', () => {
  it('only a pending request can be confirmed or refused: never one not asked, nor one answered', () => {
    expect(consentAwaitsAnswer('pending')).toBe(true);
    for (const consent of ['none', 'confirmed', 'refused', null] as const)
      expect(consentAwaitsAnswer(consent)).toBe(false);
  });
});

describe('needsParentalConsent', () => {
  it('holds a minor until a parent confirms', () => {
    expect(needsParentalConsent(minor('none'))).toBe(true);
    expect(needsParentalConsent(minor('pending'))).toBe(true);
    expect(needsParentalConsent(minor('refused'))).toBe(true);
    expect(needsParentalConsent(minor('confirmed'))).toBe(false);
  });
  it('never holds an adult', () => {
    expect(needsParentalConsent(adult)).toBe(false);
  });
});

describe('canSeePlayer', () => {
  it('shows an adult to every member', () => {
    for (const role of ['Player', 'Agent', 'Scout', 'Club', 'Admin'] as const) {
      expect(canSeePlayer(viewer(role), adult)).toBe(true);
    }
  });
  it('shows a consented minor to admins and verified agents only', () => {
    expect(canSeePlayer(viewer('Admin'), minor('confirmed'))).toBe(true);
    expect(canSeePlayer(viewer('Agent', true), minor('confirmed'))).toBe(true);
    expect(canSeePlayer(viewer('Agent', false), minor('confirmed'))).toBe(false);
    expect(canSeePlayer(viewer('Scout'), minor('confirmed'))).toBe(false);
    expect(canSeePlayer(viewer('Club'), minor('confirmed'))).toBe(false);
    expect(canSeePlayer(viewer('Player'), minor('confirmed'))).toBe(false);
  });
  it('hides a minor without consent even from verified agents, but not from admins or the minor', () => {
    expect(canSeePlayer(viewer('Agent', true), minor('pending'))).toBe(false);
    expect(canSeePlayer(viewer('Agent', true), minor('none'))).toBe(false);
    expect(canSeePlayer(viewer('Admin'), minor('pending'))).toBe(true);
    expect(canSeePlayer(viewer('Player', false, 99), minor('pending'))).toBe(true);
  });
  it('does not treat a Scout flagged verifiedAgent as an agent', () => {
    expect(canSeePlayer(viewer('Scout', true), minor('confirmed'))).toBe(false);
    expect(canSeeMinors(viewer('Scout', true))).toBe(false);
  });
});

describe('who may reach minors', () => {
  it('lets only verified agents (and admins, for posts) see, ask to contact or post to minors', () => {
    expect(canSeeMinors(viewer('Agent', true))).toBe(true);
    expect(canSeeMinors(viewer('Admin'))).toBe(true);
    expect(canSeeMinors(viewer('Agent'))).toBe(false);
    expect(canRequestUnderageContact(viewer('Agent', true))).toBe(true);
    expect(canRequestUnderageContact(viewer('Agent'))).toBe(false);
    expect(canRequestUnderageContact(viewer('Admin'))).toBe(false);
    expect(canPostToMinors(viewer('Agent', true))).toBe(true);
    expect(canPostToMinors(viewer('Admin'))).toBe(true);
    expect(canPostToMinors(viewer('Agent'))).toBe(false);
    expect(canPostToMinors(viewer('Club'))).toBe(false);
  });
  it('shows minors posts of verified agents and admins only', () => {
    expect(canMinorSeePostBy({ role: 'Agent', verifiedAgent: true })).toBe(true);
    expect(canMinorSeePostBy({ role: 'Admin', verifiedAgent: false })).toBe(true);
    expect(canMinorSeePostBy({ role: 'Agent', verifiedAgent: false })).toBe(false);
    expect(canMinorSeePostBy({ role: 'Scout', verifiedAgent: false })).toBe(false);
  });
  it('knows which age ranges reach under-18s', () => {
    expect(ageRangeReachesMinors('13-16')).toBe(true);
    expect(ageRangeReachesMinors('17-20')).toBe(true);
    expect(ageRangeReachesMinors('21-24')).toBe(false);
    expect(ageRangeReachesMinors(null)).toBe(false);
    expect(ageRangeReachesMinors(undefined)).toBe(false);
  });
});

describe('reportInvolvesMinor', () => {
  it('puts contact with a minor first, by reason or by the people involved', () => {
    expect(reportInvolvesMinor('Contact with a minor', false)).toBe(true);
    expect(reportInvolvesMinor('Spam or scam', true)).toBe(true);
    expect(reportInvolvesMinor('Spam or scam', false)).toBe(false);
  });
});
