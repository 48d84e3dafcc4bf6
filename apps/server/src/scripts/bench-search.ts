import { pathToFileURL } from 'node:url';
import { ZSearchPlayersQuery } from '@scouting/contract';
import pg from 'pg';
import type { Member } from '../auth/caller.ts';
import { openDatabase } from '../db/client.ts';
import { playerSearchQuery, WORD_SIMILARITY_THRESHOLD } from '../modules/search/player-search-query.ts';
import { searchPlayers } from '../modules/search/search-players.ts';

/**
 * Not a test: seeds a PostgreSQL database with 100,000 players (a third with rated videos) in bulk
 * SQL and prints p50/p95/p99 of typical player searches (issue 18 §1, target p95 < 50 ms) with
 * their EXPLAIN ANALYZE. It empties the database it is given, so it runs only on an explicitly
 * named one: BENCH_DATABASE_URL=postgres://…/bench_db npm run bench:search --workspace @scouting/server
 */
export type SearchBenchOptions = {
  url: string;
  players?: number;
  iterations?: number;
  log?: (line: string) => void;
};

export type SearchBenchResult = { name: string; p50: number; p95: number; p99: number };

const FIRST = ['Kwame', 'Diego', 'João', 'Luis', 'Ángel', 'Mateo', 'Yaw', 'Kofi', 'Erling', 'Sékou', 'Noah', 'Lucas'];
const LAST = ['Mensah', 'Fernández', 'Silva', 'González', 'Müller', 'Osei', 'Traoré', 'Haaland', 'Smith', 'Núñez'];
const CLUBS = ['Accra Hearts of Oak', 'Real Betis', 'Benfica', 'Atlético Tigre', 'Rosenborg', 'Asante Kotoko', 'Ajax'];
const COUNTRIES = [
  'Spain',
  'Portugal',
  'France',
  'Iceland',
  'Brazil',
  'Nigeria',
  'Japan',
  'Germany',
  'Ghana',
  'Argentina',
];
const POSITIONS = ['GK', 'LB', 'RB', 'CB', 'CDM', 'CM', 'AM', 'LW', 'RW', 'ST'];

const list = (values: string[]) => `array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}]`;

function seedSql(players: number): string {
  const agents = 10;
  return `
    insert into "user" (id, name, email, email_verified)
      select 'u' || g, 'User ' || g, 'u' || g || '@bench.example', true from generate_series(1, ${players + agents}) g;
    insert into members (auth_user_id, role, full_name, username, dob, country, created_at)
      select 'u' || g, case when g <= ${players} then 'Player' else 'Agent' end,
        (${list(FIRST)})[1 + g % ${FIRST.length}] || ' ' || (${list(LAST)})[1 + (g / 7) % ${LAST.length}] || ' ' || g,
        'member' || g,
        date '1985-01-01' + (g::bigint * 7919 % 8000)::int,
        (${list(COUNTRIES)})[1 + (g / 3) % ${COUNTRIES.length}],
        now() - (g || ' minutes')::interval
      from generate_series(1, ${players + agents}) g;
    insert into players (member_id, email_address, current_club, club_country, previous_club, status, primary_position,
        secondary_position, preferred_foot, height_m, weight_kg, player_strength, parent_consent)
      select id, 'p' || id || '@bench.example',
        (${list(CLUBS)})[1 + id % ${CLUBS.length}], 'Spain',
        (${list(CLUBS)})[1 + (id / 5) % ${CLUBS.length}] || ' - 2020',
        case when id % 3 = 0 then 'Represented' else 'Free Agent' end,
        (${list(POSITIONS)})[1 + id % 10], (${list(POSITIONS)})[1 + (id / 10) % 10],
        case when id % 4 = 0 then 'Left' else 'Right' end,
        1.60 + (id % 40) / 100.0, 75, 'Pace',
        case when id % 10 = 0 then 'pending' else 'confirmed' end
      from members where role = 'Player';
    insert into videos (player_id, youtube_video_id, title, thumbnail_url, rating_sum, rating_count, average_rating)
      select g * 3, 'v' || g, 'Video ' || g, 'https://i.ytimg.com/vi/v' || g || '/hqdefault.jpg',
        (1 + g % 5) * 2, 2, (1 + g % 5)::real
      from generate_series(1, ${Math.floor(players / 3)}) g;
    analyze;
  `;
}

// A verified agent: the widest visibility condition (adults, and minors whose parent confirmed).
const viewer: Member = {
  id: 0,
  role: 'Agent',
  verifiedAgent: true,
  fullName: 'Bench agent',
  username: 'bench',
  isMinor: false,
  consent: 'none',
  suspended: false,
  profileHidden: false,
};

const CASES: [string, Record<string, string>][] = [
  ['typo in a name', { q: 'Mensha' }],
  ['typo, full name', { q: 'Kwame Mensha' }],
  ['accent-blind club', { q: 'atletico tigre' }],
  ['text + filters', { q: 'Fernandez', position: 'ST', ageMin: '20', ageMax: '30', status: 'Free Agent' }],
  ['filters only (best match → newest)', { country: 'Ghana', position: 'LW', foot: 'Left', hasVideos: 'true' }],
  ['filters only, height + rating', { heightMin: '1.85', minRating: '4' }],
  ['sort rating', { sort: 'rating' }],
  ['sort newest', { sort: 'newest' }],
  ['sort age', { sort: 'age' }],
  ['sort rating + country', { sort: 'rating', country: 'Iceland' }],
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export async function runSearchBench(options: SearchBenchOptions): Promise<SearchBenchResult[]> {
  const log = options.log ?? console.log;
  const players = options.players ?? 100_000;
  const iterations = options.iterations ?? 60;

  // The seed runs on its own connection, without the app's statement timeout.
  const admin = new pg.Client({ connectionString: options.url });
  await admin.connect();
  await admin.query(
    'drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public',
  );
  const handle = openDatabase({ url: options.url });
  await handle.migrate();
  const started = performance.now();
  await admin.query(seedSql(players));
  await admin.end();
  log(`Seeded ${players} players in ${Math.round(performance.now() - started)} ms`);

  const results: SearchBenchResult[] = [];
  const explainClient = new pg.Client({ connectionString: options.url });
  await explainClient.connect();
  for (const [name, raw] of CASES) {
    const query = ZSearchPlayersQuery.parse(raw);
    const timings: number[] = [];
    for (let i = 0; i < iterations + 5; i++) {
      const start = performance.now();
      await searchPlayers(handle.db, viewer, query);
      if (i >= 5) timings.push(performance.now() - start);
    }
    timings.sort((a, b) => a - b);
    const result = {
      name,
      p50: percentile(timings, 50),
      p95: percentile(timings, 95),
      p99: percentile(timings, 99),
    };
    results.push(result);
    const { cursor, limit, offset: _o, before: _b, ...filters } = query;
    const statement = playerSearchQuery(handle.db, viewer, filters, { limit, cursor }).toSQL();
    await explainClient.query('begin');
    await explainClient.query(`select set_config('pg_trgm.word_similarity_threshold', $1, true)`, [
      String(WORD_SIMILARITY_THRESHOLD),
    ]);
    const plan = await explainClient.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, costs off, buffers off) ${statement.sql}`,
      statement.params,
    );
    await explainClient.query('commit');
    log(
      `=== ${name} ${JSON.stringify(raw)}: p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms`,
    );
    log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
  }
  await explainClient.end();
  await handle.close();
  return results;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.error('Set BENCH_DATABASE_URL to a PostgreSQL database this bench may empty.');
    process.exit(1);
  }
  const iterations = Number(process.env.BENCH_ITERATIONS ?? 60);
  const results = await runSearchBench({ url, iterations });
  console.table(
    results.map((r) => ({ search: r.name, p50: r.p50.toFixed(1), p95: r.p95.toFixed(1), p99: r.p99.toFixed(1) })),
  );
  const worst = Math.max(...results.map((r) => r.p95));
  console.log(`Worst p95: ${worst.toFixed(1)} ms (target < 50 ms)`);
}
