import { APPLICATION_STATUSES, TRIAL_ANSWERS } from '@scouting/contract/application-status';
import { AVAILABILITIES } from '@scouting/contract/availability';
import { CAREER_KINDS, CAREER_SOURCES, CONFIRMATION_ANSWERS, CORRECTION_DECISIONS } from '@scouting/contract/career';
import { CLUB_NEED_STATUSES } from '@scouting/contract/club-needs';
import { CLUB_VERIFICATION_STATUSES } from '@scouting/contract/club-verification';
import { CLUB_TYPES, PLAYER_STATUSES, PREFERRED_FEET } from '@scouting/contract/constants';
import { GUARDIAN_LINK_SOURCES } from '@scouting/contract/guardians';
import { OPPORTUNITY_SOURCES, OPPORTUNITY_STATUSES, OPPORTUNITY_TYPES } from '@scouting/contract/opportunities';
import { GUARDIAN_TOKEN_PURPOSES } from '@scouting/contract/parental-consent';
import { MINOR_EXCEPTIONS, PITCH_ANSWERS, PITCH_NOT_A_FIT_REASONS } from '@scouting/contract/pitches';
import { VERIFICATION_STATUSES } from '@scouting/contract/profiles';
import { REFERENCE_STATUSES } from '@scouting/contract/references';
import { REPRESENTATION_OFFER_STATUSES } from '@scouting/contract/representation';
import { ROLES } from '@scouting/contract/roles';
import { REPORT_STATUSES, REPORT_SUBJECT_TYPES, STORED_PARENT_CONSENT_STATES } from '@scouting/contract/safeguarding';
import { SCOUT_REPORT_VERDICTS, WATCHED_VIA } from '@scouting/contract/scout-reports';
import { LEAGUE_TIERS, POSITIONS_PLAYED, TRANSFERMARKT_STATUSES } from '@scouting/contract/transfermarkt';
import { UNDERAGE_REQUEST_STATUSES } from '@scouting/contract/underage';
import { FILE_KINDS } from '@scouting/contract/uploads';
import { VIDEO_MOMENT_TAGS, VIDEO_SOURCES, VIDEO_STATUSES } from '@scouting/contract/videos';
import { getTableColumns, getTableName, is, type SQL, sql, TransactionRollbackError } from 'drizzle-orm';
import { isPgEnum, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { DatabaseHandle, DbOrTx } from '../client.ts';
import * as schema from './index.ts';

/**
 * The contract's list for every database column limited to a list of values, keyed by
 * `table.column`, whether the column is text with a list or of a Postgres enum type. A new enum
 * without an entry here fails, and so does a list that drifted from the contract.
 */
const CONTRACT_LISTS: Record<string, readonly string[]> = {
  'members.role': ROLES,
  'players.status': PLAYER_STATUSES,
  'players.preferred_foot': PREFERRED_FEET,
  'players.parent_consent': STORED_PARENT_CONSENT_STATES,
  'players.availability': AVAILABILITIES,
  // The player's facts copied onto videos for the pool (decision 016) keep the players' lists.
  'videos.player_status': PLAYER_STATUSES,
  'videos.player_parent_consent': STORED_PARENT_CONSENT_STATES,
  // A YouTube video or an uploaded clip, and the clip's state (decision 034).
  'videos.source': VIDEO_SOURCES,
  'videos.status': VIDEO_STATUSES,
  'agents.verification_status': VERIFICATION_STATUSES,
  'clubs.type_of_club': CLUB_TYPES,
  'opportunities.source': OPPORTUNITY_SOURCES,
  'opportunities.status': OPPORTUNITY_STATUSES,
  'opportunities.opportunity_type': OPPORTUNITY_TYPES,
  'applications.status': APPLICATION_STATUSES,
  'application_status_history.status': APPLICATION_STATUSES,
  'trial_invitations.answer': TRIAL_ANSWERS,
  'underage_message_requests.status': UNDERAGE_REQUEST_STATUSES,
  'guardian_tokens.purpose': GUARDIAN_TOKEN_PURPOSES,
  'guardian_links.confirmed_via': GUARDIAN_LINK_SOURCES,
  'representation_offers.status': REPRESENTATION_OFFER_STATUSES,
  'reports.subject_type': REPORT_SUBJECT_TYPES,
  'reports.status': REPORT_STATUSES,
  'transfermarkt_applications.status': TRANSFERMARKT_STATUSES,
  'transfermarkt_club_history.league_tier': LEAGUE_TIERS,
  'transfermarkt_club_history.position_played': POSITIONS_PLAYED,
  'files.kind': FILE_KINDS,
  'scout_reports.watched_via': WATCHED_VIA,
  'scout_reports.verdict': SCOUT_REPORT_VERDICTS,
  'video_moments.tag': VIDEO_MOMENT_TAGS,
  'club_verification_requests.status': CLUB_VERIFICATION_STATUSES,
  'club_needs.status': CLUB_NEED_STATUSES,
  'club_needs.foot': PREFERRED_FEET,
  'career_entries.kind': CAREER_KINDS,
  'career_seasons.source': CAREER_SOURCES,
  'career_confirmation_requests.answer': CONFIRMATION_ANSWERS,
  'career_confirmation_requests.correction_decision': CORRECTION_DECISIONS,
  'pitches.answer': PITCH_ANSWERS,
  'pitches.reason': PITCH_NOT_A_FIT_REASONS,
  'pitches.minor_exception': MINOR_EXCEPTIONS,
  'pitches.trial_answer': TRIAL_ANSWERS,
  'career_references.status': REFERENCE_STATUSES,
};

type EnumColumn = { key: string; values: readonly string[] };

/** Every column of the Drizzle schema that is limited to a list of values. */
function enumColumns(): EnumColumn[] {
  const exported: unknown[] = Object.values(schema);
  return exported
    .filter((value): value is PgTable => is(value, PgTable))
    .flatMap((table) =>
      Object.values(getTableColumns(table))
        .filter((column) => column.enumValues?.length)
        .map((column) => ({ key: `${getTableName(table)}.${column.name}`, values: column.enumValues ?? [] })),
    );
}

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

type DatabaseEnum = { name: string; labels: string[]; columns: string[] };

/** Every enum type of the real database, its values in order, and the columns that use it. */
function databaseEnums(db: DbOrTx): Promise<DatabaseEnum[]> {
  return rows<DatabaseEnum>(
    db,
    sql`
      select t.typname::text as name,
        array(select e.enumlabel::text from pg_enum e where e.enumtypid = t.oid order by e.enumsortorder)::text[] as labels,
        array(select (c.table_name || '.' || c.column_name)::text from information_schema.columns c
          where c.table_schema = 'public' and c.udt_name = t.typname order by 1)::text[] as columns
      from pg_type t
      join pg_namespace n on n.oid = t.typnamespace
      where n.nspname = 'public' and t.typtype = 'e'
      order by t.typname`,
  );
}

/** What is wrong with the database's enum types, in words; empty when each matches its contract list. */
async function databaseEnumProblems(db: DbOrTx): Promise<string[]> {
  const problems: string[] = [];
  for (const { name, labels, columns } of await databaseEnums(db)) {
    if (columns.length === 0) problems.push(`database enum ${name} is used by no column, so it has no contract list`);
    for (const key of columns) {
      const list = CONTRACT_LISTS[key];
      if (!list) problems.push(`database enum ${name} (${key}) has no contract list`);
      else if (JSON.stringify(labels) !== JSON.stringify(list)) {
        problems.push(
          `database enum ${name} (${key}) is ${JSON.stringify(labels)}, the contract says ${JSON.stringify(list)}`,
        );
      }
    }
  }
  return problems;
}

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

describe('database enums come from the contract', () => {
  it('every enum type in the database matches the contract list of its columns, values and order', async () => {
    const db = handle.db;
    expect(await databaseEnumProblems(db)).toEqual([]);
    // The schema's pgEnums are the ones the migrations create: none may be missing from the database.
    const exported: unknown[] = Object.values(schema);
    const declared = exported.filter(isPgEnum).map((e) => e.enumName);
    expect(declared.sort()).toEqual((await databaseEnums(db)).map((e) => e.name));
  });

  it('every column limited to a list exists in the database and uses its contract list', async () => {
    const db = handle.db;
    const columns = enumColumns();
    const inDatabase = await rows<{ key: string }>(
      db,
      sql`select (table_name || '.' || column_name)::text as key from information_schema.columns where table_schema = 'public'`,
    );
    const databaseColumns = new Set(inDatabase.map((row) => row.key));
    for (const { key, values } of columns) {
      expect(CONTRACT_LISTS, `${key} is limited to a list that is not in the contract`).toHaveProperty([key]);
      expect(values, key).toEqual(CONTRACT_LISTS[key]);
      expect(databaseColumns.has(key), `${key} is missing from the database`).toBe(true);
    }
    // A stale entry would hide a column that no longer exists, or one that lost its list.
    expect(columns.map((c) => c.key).sort()).toEqual(Object.keys(CONTRACT_LISTS).sort());
  });

  it('reports a database enum without a contract list, and one whose values or order differ', async () => {
    let problems: string[] = [];
    // Postgres DDL is transactional: the stray enums vanish with the rollback.
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`create type stray as enum ('a', 'b')`);
        await tx.execute(sql`alter table members add column mood stray`);
        await tx.execute(sql`create type role_in_another_order as enum ('Admin', 'Agent', 'Scout', 'Club', 'Player')`);
        await tx.execute(
          sql`alter table members alter column role type role_in_another_order using role::role_in_another_order`,
        );
        problems = await databaseEnumProblems(tx);
        tx.rollback();
      }),
    ).rejects.toThrow(TransactionRollbackError);
    expect(problems).toEqual([
      expect.stringContaining('role_in_another_order (members.role) is ["Admin","Agent","Scout","Club","Player"]'),
      'database enum stray (members.mood) has no contract list',
    ]);
    expect(await databaseEnumProblems(handle.db)).toEqual([]);
  });
});
