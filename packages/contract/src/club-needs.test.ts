import { describe, expect, it } from 'vitest';
import { availableForDeal, playerMatchesNeed } from './club-needs.ts';

const deadline = '2026-08-31';
const need = (dealTypes: ('Permanent' | 'Loan' | 'Free')[]) => ({ dealTypes, deadline });
const player = (
  availability: Parameters<typeof availableForDeal>[0]['availability'],
  contractUntil: string | null = null,
) => ({
  availability,
  contractUntil,
});

describe('availableForDeal', () => {
  it('a Free transfer needs a free agent or a contract that has ended by the deadline', () => {
    expect(availableForDeal(player('Free agent'), need(['Free']))).toBe(true);
    expect(availableForDeal(player('Under contract', '2026-06-01'), need(['Free']))).toBe(true);
    // The contract runs to the last day of its last month: August ends on the deadline, September after it.
    expect(availableForDeal(player('Under contract', '2026-08-01'), need(['Free']))).toBe(true);
    expect(availableForDeal(player('Under contract', '2026-09-01'), need(['Free']))).toBe(false);
    expect(availableForDeal(player('Open to offers'), need(['Free']))).toBe(false);
    expect(availableForDeal(player(null), need(['Free']))).toBe(false);
  });

  it('a Loan needs a player who said a loan is possible or is open to offers', () => {
    expect(availableForDeal(player('Loan possible'), need(['Loan']))).toBe(true);
    expect(availableForDeal(player('Open to offers'), need(['Loan']))).toBe(true);
    expect(availableForDeal(player('Under contract'), need(['Loan']))).toBe(false);
    expect(availableForDeal(player('Free agent'), need(['Loan']))).toBe(false);
    expect(availableForDeal(player(null), need(['Loan']))).toBe(false);
  });

  it('a Permanent transfer fits everyone, and any one of several deals is enough', () => {
    for (const availability of ['Under contract', 'Free agent', 'Loan possible', 'Open to offers', null] as const)
      expect(availableForDeal(player(availability), need(['Permanent']))).toBe(true);
    expect(availableForDeal(player('Free agent'), need(['Loan', 'Free']))).toBe(true);
    expect(availableForDeal(player('Under contract', '2027-06-01'), need(['Loan', 'Free']))).toBe(false);
  });

  it('plugs into playerMatchesNeed as its availability check', () => {
    const candidate = {
      dob: '2004-01',
      primaryPosition: 'CB' as const,
      secondaryPosition: 'LB' as const,
      preferredFoot: 'Left' as const,
      heightM: 1.9,
      ...player('Under contract'),
    };
    const criteria = {
      positions: ['CB' as const],
      ageMin: 18,
      ageMax: 30,
      foot: null,
      minHeight: null,
      ...need(['Loan']),
    };
    const today = new Date('2026-06-01');
    expect(playerMatchesNeed(candidate, criteria, today)).toBe(true);
    expect(playerMatchesNeed(candidate, criteria, today, () => availableForDeal(candidate, criteria))).toBe(false);
  });
});
