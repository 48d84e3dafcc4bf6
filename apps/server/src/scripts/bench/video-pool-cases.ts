import { ZVideoPoolQuery } from '@scouting/contract/schemas/videos';
import type { Member } from '../../auth/caller.ts';
import type { Database } from '../../db/client.ts';
import { videoPoolQuery } from '../../modules/videos/list-videos.ts';
import { type Percentiles, timeRuns } from './percentiles.ts';

/** The filter sets members use that select few videos (the slow ones, docs/performance.md#how-measured), and a broad one. */
export const POOL_CASES: { name: string; filters: Record<string, string> }[] = [
  { name: 'country + age range', filters: { country: 'Iceland', ageRange: '13-16' } },
  { name: 'country + age range (adults)', filters: { country: 'Iceland', ageRange: '25-30' } },
  {
    name: 'position + status + rating',
    filters: { generalPosition: 'Forwards/Attackers', status: 'Free Agent', minRating: '5' },
  },
  { name: 'no filter', filters: {} },
];

type RawClient = { query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };

/** The driver under Drizzle (a pg Pool or a PGlite), to run the very SQL Drizzle builds, raw. */
function rawClient(db: Database): RawClient {
  return (db as unknown as { $client: RawClient }).$client;
}

export type PoolCaseResult = { name: string; filters: Record<string, string>; raw: Percentiles; plan: string };

/** p50/p95/p99 of the pool query's own SQL run raw on the driver, and its plan with EXPLAIN (ANALYZE, BUFFERS). */
export async function measurePoolQueries(db: Database, viewer: Member, runs: number): Promise<PoolCaseResult[]> {
  const client = rawClient(db);
  const results: PoolCaseResult[] = [];
  for (const { name, filters } of POOL_CASES) {
    const query = videoPoolQuery(db, viewer, ZVideoPoolQuery.parse(filters)).toSQL();
    const raw = await timeRuns(() => client.query(query.sql, query.params), runs);
    const explained = await client.query(`explain (analyze, buffers) ${query.sql}`, query.params);
    const plan = explained.rows.map((row) => String(row['QUERY PLAN'])).join('\n');
    results.push({ name, filters, raw, plan });
  }
  return results;
}

/** The same filter sets through GET /api/video-pool as the agent, one request at a time. */
export async function measurePoolRequests(
  baseUrl: string,
  cookie: string,
  runs: number,
): Promise<Map<string, Percentiles>> {
  const figures = new Map<string, Percentiles>();
  for (const { name, filters } of POOL_CASES) {
    const url = `${baseUrl}/api/video-pool?${new URLSearchParams(filters)}`;
    figures.set(
      name,
      await timeRuns(async () => {
        const response = await fetch(url, { headers: { cookie } });
        if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
        await response.arrayBuffer();
      }, runs),
    );
  }
  return figures;
}
