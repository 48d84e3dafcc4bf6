import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { agents, clubs, members, opportunities, scouts } from '../../db/schema/index.ts';
import { clubIsVerifiedSql } from '../club-verification/club-verified.ts';

// Aliased: the lists that read these also join `agents` for the minors' rule. A drizzle alias
// names its columns by the alias; its FROM needs the table and the alias both.
const agency = alias(agents, 'poster_agency');
const club = alias(clubs, 'poster_club');
const employer = alias(scouts, 'poster_employer');
const verification = alias(agents, 'poster_verification');
const from = (table: typeof agents | typeof clubs | typeof scouts, name: string) =>
  sql`${table} ${sql.identifier(name)}`;

/**
 * The organisation a post speaks for (docs/product.md#opportunities): the agent's agency, the
 * club's name, the scout's employer; null for an admin. Players read the organisation first and
 * the person beneath it. Each is one primary-key lookup per row of the page, in the same query.
 */
export const posterOrganisation = sql<string | null>`case ${members.role}
  when 'Agent' then (select ${agency.agencyName} from ${from(agents, 'poster_agency')} where ${agency.memberId} = ${opportunities.postedBy})
  when 'Club' then (select ${club.clubName} from ${from(clubs, 'poster_club')} where ${club.memberId} = ${opportunities.postedBy})
  when 'Scout' then (select ${employer.currentEmployer} from ${from(scouts, 'poster_employer')} where ${employer.memberId} = ${opportunities.postedBy})
end`;

/**
 * Whether the poster passed the network's verification: an agent whose licence an admin verified,
 * or a club whose newest verification request was approved (decision 056); the badge on posts and the
 * market's 'verified only'. Which posts reach minors is postVisibleToMinors' rule
 * (posts-for-minors.ts), not this one.
 */
export const posterVerified = sql<boolean>`(exists (select 1 from ${from(agents, 'poster_verification')} where ${and(
  eq(verification.memberId, opportunities.postedBy),
  eq(verification.verificationStatus, 'verified'),
)}) or ${clubIsVerifiedSql(opportunities.postedBy)})`;
