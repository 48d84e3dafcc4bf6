/**
 * The FIFA Football Agent Regulations (FFAR) rules the network knows of, as a dated table
 * (decision 043): each rule's article, the documents that put it in force or suspended it, and
 * from which day. Code asks `ruleInForce(id, on)` instead of assuming a rule holds, so a change by
 * FIFA or a court is one new dated row here, not an edit of the checks.
 */

export const AGENT_RULE_STATES = ['in force', 'suspended'] as const;
export type TAgentRuleState = (typeof AGENT_RULE_STATES)[number];

/** How the network applies a rule while it is in force. */
export type TAgentRuleUse =
  /** The server refuses what breaks it. */
  | 'enforced'
  /** Nothing here can break it (decision 025 leaves the matter out); recorded so its state is known. */
  | 'not applicable';

export type TAgentRuleChange = {
  state: TAgentRuleState;
  /** The first calendar day (YYYY-MM-DD, UTC) of the state. */
  since: string;
  /** The document that made the change. */
  source: string;
};

export type TAgentRule = {
  article: string;
  summary: string;
  use: TAgentRuleUse;
  /** Oldest first; the rule has no state before the first change. */
  changes: readonly TAgentRuleChange[];
};

export const AGENT_RULE_SOURCES = {
  ffar: 'FIFA Football Agent Regulations (2023 edition), in force from 1 October 2023',
  circular1873: 'FIFA Circular no. 1873 of 30 December 2023 (suspension worldwide, until further notice)',
} as const;

const FROM_FFAR: TAgentRuleChange = { state: 'in force', since: '2023-10-01', source: AGENT_RULE_SOURCES.ffar };
const SUSPENDED_BY_1873: TAgentRuleChange = {
  state: 'suspended',
  since: '2023-12-30',
  source: AGENT_RULE_SOURCES.circular1873,
};

export const AGENT_RULE_IDS = ['licence', 'agreementLength', 'feeCap', 'clientPays', 'dualRepresentation'] as const;
export type TAgentRuleId = (typeof AGENT_RULE_IDS)[number];

export const AGENT_RULES: Readonly<Record<TAgentRuleId, TAgentRule>> = {
  licence: {
    article: 'FFAR Art. 11',
    summary: 'Only a licensed football agent may represent a player (here: an agent whose licence an admin verified).',
    use: 'enforced',
    changes: [FROM_FFAR],
  },
  agreementLength: {
    article: 'FFAR Art. 12',
    summary: 'A representation agreement with a player lasts at most 24 months and is never renewed by itself.',
    use: 'enforced',
    changes: [FROM_FFAR],
  },
  feeCap: {
    article: 'FFAR Art. 15(2)',
    summary:
      "The agent's service fee for representing a player is at most 5% of the player's remuneration (3% above USD 200,000 a year).",
    use: 'enforced',
    changes: [FROM_FFAR, SUSPENDED_BY_1873],
  },
  clientPays: {
    article: 'FFAR Art. 14(11)',
    summary: 'The client pays the agent’s service fee (a club may pay for a player only within set limits).',
    use: 'not applicable',
    changes: [FROM_FFAR, SUSPENDED_BY_1873],
  },
  dualRepresentation: {
    article: 'FFAR Art. 12(8)',
    summary: 'An agent may act for both the player and the engaging club in one transaction only within set limits.',
    use: 'not applicable',
    changes: [FROM_FFAR, SUSPENDED_BY_1873],
  },
};

/** The FFAR fee cap itself, the guidance the offer form shows while the cap is suspended. */
export const FFAR_FEE_CAP_PERCENT = 5;

const calendarDay = (on: Date) => on.toISOString().slice(0, 10);

/** The change in effect on `on` (UTC day), or undefined before the rule existed. */
export function agentRuleChangeOn(id: TAgentRuleId, on: Date): TAgentRuleChange | undefined {
  const day = calendarDay(on);
  return AGENT_RULES[id].changes.filter((change) => change.since <= day).at(-1);
}

/** Whether the rule binds on `on` (its day in UTC): in force, neither suspended nor not yet adopted. */
export function ruleInForce(id: TAgentRuleId, on: Date): boolean {
  return agentRuleChangeOn(id, on)?.state === 'in force';
}

/** Since when the rule has been suspended on `on` (YYYY-MM-DD), or null when it is not suspended then. */
export function ruleSuspendedSince(id: TAgentRuleId, on: Date): string | null {
  const change = agentRuleChangeOn(id, on);
  return change?.state === 'suspended' ? change.since : null;
}
