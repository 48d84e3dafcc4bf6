import { describe, expect, it } from 'vitest';
import { acceptanceConflict, addMonths, offerHistoryLine, representationStatus } from './representation.ts';
import { ZRepresentationOfferRequest } from './schemas/representation.ts';
import { englishOf } from './sentences.ts';

describe('addMonths', () => {
  it('adds calendar months, clamped to the last day of a shorter month', () => {
    expect(addMonths('2026-01-15', 1)).toBe('2026-02-15');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-26', 24)).toBe('2028-11-26');
    expect(addMonths('2026-12-31', 2)).toBe('2027-02-28');
  });
});

describe('representationStatus', () => {
  it('is active until the day before the end date, expired from it, ended once a side ended it', () => {
    expect(representationStatus({ endsOn: '2026-12-01', endedAt: null }, '2026-11-30')).toBe('active');
    expect(representationStatus({ endsOn: '2026-12-01', endedAt: null }, '2026-12-01')).toBe('expired');
    expect(representationStatus({ endsOn: '2027-12-01', endedAt: new Date() }, '2026-12-01')).toBe('ended');
  });
});

describe('acceptanceConflict (one exclusive agent at a time)', () => {
  const current = (agentId: number, exclusive: boolean) => ({
    agentId,
    agentName: `Agent ${agentId}`,
    exclusive,
    endsOn: '2027-06-01',
  });

  it('lets a player with no agreement accept anything', () => {
    expect(acceptanceConflict({ agentId: 1, exclusive: true }, [])).toBeNull();
  });

  it('refuses any other agent while an exclusive agreement lasts', () => {
    expect(englishOf(acceptanceConflict({ agentId: 2, exclusive: true }, [current(1, true)]) ?? '')).toBe(
      'You have an exclusive agreement with Agent 1 until 2027-06-01. It must end before you accept another offer.',
    );
    expect(acceptanceConflict({ agentId: 2, exclusive: false }, [current(1, true)])).not.toBeNull();
  });

  it('allows several non-exclusive agents, but an exclusive one only alone', () => {
    expect(acceptanceConflict({ agentId: 2, exclusive: false }, [current(1, false)])).toBeNull();
    expect(englishOf(acceptanceConflict({ agentId: 3, exclusive: true }, [current(1, false)]) ?? '')).toBe(
      'You are represented by another agent. An exclusive agreement can only start once that agreement ends.',
    );
    const two = acceptanceConflict({ agentId: 3, exclusive: true }, [current(1, false), current(2, false)]);
    expect(englishOf(two ?? '')).toBe(
      'You are represented by 2 other agents. An exclusive agreement can only start once those agreements end.',
    );
  });

  it('never stacks a second agreement with the same agent (no renewal by itself)', () => {
    expect(englishOf(acceptanceConflict({ agentId: 1, exclusive: false }, [current(1, false)]) ?? '')).toBe(
      'You already have an agreement with this agent until 2027-06-01. A new one can start once it ends.',
    );
  });
});

describe('ZRepresentationOfferRequest', () => {
  const valid = { playerId: 7, months: 24, exclusive: false, feePercent: 5, message: 'Hello' };

  it('takes 1–24 months (FFAR) and a fee of 0–100% in hundredths (the 5% cap is suspended, decision 043)', () => {
    expect(ZRepresentationOfferRequest.safeParse(valid).success).toBe(true);
    expect(ZRepresentationOfferRequest.safeParse({ ...valid, months: 1, feePercent: 0 }).success).toBe(true);
    expect(ZRepresentationOfferRequest.safeParse({ ...valid, feePercent: 4.75 }).success).toBe(true);
    expect(ZRepresentationOfferRequest.safeParse({ ...valid, feePercent: 8 }).success).toBe(true);
    expect(ZRepresentationOfferRequest.safeParse({ ...valid, feePercent: 100 }).success).toBe(true);
    for (const bad of [{ months: 0 }, { months: 25 }, { feePercent: 100.5 }, { feePercent: 1.005 }, { message: '' }]) {
      expect(ZRepresentationOfferRequest.safeParse({ ...valid, ...bad }).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('defaults the services to the core of agent services and drops repeats', () => {
    expect(ZRepresentationOfferRequest.parse(valid).services).toEqual(['employment_contract', 'transfer']);
    expect(ZRepresentationOfferRequest.parse({ ...valid, services: ['trials', 'trials'] }).services).toEqual([
      'trials',
    ]);
  });
});

describe('offerHistoryLine', () => {
  it('keeps the terms in the English every history line is stored in', () => {
    expect(offerHistoryLine({ months: 12, exclusive: true, feePercent: 3 })).toBe(
      "Offer to sign: 12 months, exclusive, 3% of the player's remuneration",
    );
    expect(offerHistoryLine({ months: 18, exclusive: false, feePercent: 4.756 })).toBe(
      "Offer to sign: 18 months, not exclusive, 4.76% of the player's remuneration",
    );
  });
});
