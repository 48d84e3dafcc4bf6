import { describe, expect, it } from 'vitest';
import { AGENT_RULE_IDS, AGENT_RULES, agentRuleChangeOn, ruleInForce, ruleSuspendedSince } from './agent-rules.ts';
import { feeCapRefusal, REPRESENTATION_MESSAGES } from './representation.ts';

const day = (value: string) => new Date(`${value}T12:00:00Z`);

describe('AGENT_RULES (decision 043)', () => {
  it('dates every change, oldest first, each with its source', () => {
    for (const id of AGENT_RULE_IDS) {
      const { changes, article } = AGENT_RULES[id];
      expect(article, id).toMatch(/^FFAR Art\. \d+/);
      expect(changes.length, id).toBeGreaterThan(0);
      for (const change of changes) expect(change.source, id).not.toBe('');
      const days = changes.map((change) => change.since);
      expect(days, id).toEqual([...days].sort());
    }
  });

  it('keeps the fee cap, client pays and dual representation in force until Circular 1873 suspended them', () => {
    for (const id of ['feeCap', 'clientPays', 'dualRepresentation'] as const) {
      expect(ruleInForce(id, day('2023-10-01')), id).toBe(true);
      expect(ruleInForce(id, day('2023-12-29')), id).toBe(true);
      expect(ruleInForce(id, day('2023-12-30')), id).toBe(false);
      expect(ruleInForce(id, new Date()), id).toBe(false);
      expect(ruleSuspendedSince(id, new Date()), id).toBe('2023-12-30');
      expect(agentRuleChangeOn(id, new Date())?.source, id).toMatch(/Circular no\. 1873/);
    }
  });

  it('keeps the licence and the 24-month maximum in force', () => {
    for (const id of ['licence', 'agreementLength'] as const) {
      expect(ruleInForce(id, new Date()), id).toBe(true);
      expect(ruleSuspendedSince(id, new Date()), id).toBeNull();
    }
  });

  it('knows no rule before the FFAR applied', () => {
    expect(agentRuleChangeOn('feeCap', day('2023-09-30'))).toBeUndefined();
    expect(ruleInForce('licence', day('2023-09-30'))).toBe(false);
  });

  it('counts a day in UTC', () => {
    expect(ruleInForce('feeCap', new Date('2023-12-29T23:59:59Z'))).toBe(true);
    expect(ruleInForce('feeCap', new Date('2023-12-30T00:00:00Z'))).toBe(false);
  });
});

describe('feeCapRefusal', () => {
  it('refuses a fee above 5% only while the cap is in force', () => {
    expect(feeCapRefusal(8, day('2023-11-15'))).toBe(REPRESENTATION_MESSAGES.feeCap);
    expect(feeCapRefusal(5, day('2023-11-15'))).toBeNull();
    expect(feeCapRefusal(8, day('2023-12-30'))).toBeNull();
    expect(feeCapRefusal(8, new Date())).toBeNull();
  });
});
