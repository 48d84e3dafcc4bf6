import { PGlite } from '@electric-sql/pglite';
import { ZVideoPoolQuery } from '@scouting/contract';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { type Database, pgliteExtensions } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';
import { videoPool, videoPoolQuery } from '../modules/videos/list-videos.ts';

/**
 * Not a test: seeds an in-memory embedded database with 10,000 players and 100,000 videos (plus
 * 50,000 ratings by 500 agents) and prints EXPLAIN ANALYZE of the video-pool query for typical
 * filter sets, to show it stays fast (issue 5). Run: npm run bench:video-pool --workspace @scouting/server
 */
const PLAYERS = 10_000;
const VIDEOS = 100_000;
const AGENTS = 500;

const client = new PGlite({ extensions: pgliteExtensions });
const db = drizzle(client, { schema });
await migrate(db, { migrationsFolder: new URL('../db/migrations', import.meta.url).pathname });

const started = performance.now();
await client.exec(`
  insert into "user" (id, name, email, email_verified)
    select 'u' || g, 'User ' || g, 'u' || g || '@bench.example', true from generate_series(1, ${PLAYERS + AGENTS}) g;
  insert into members (auth_user_id, role, full_name, username, dob, country)
    select 'u' || g, case when g <= ${PLAYERS} then 'Player' else 'Agent' end, 'Member ' || g, 'member' || g,
      date '1970-01-01' + (g::bigint * 7919 % 18000)::int,
      (array['Spain','Portugal','France','Iceland','Brazil','Nigeria','Japan','Germany','Italy','Ghana'])[1 + (g / 7) % 10]
    from generate_series(1, ${PLAYERS + AGENTS}) g;
  insert into players (member_id, email_address, current_club, club_country, previous_club, status, primary_position,
      secondary_position, preferred_foot, height_m, weight_kg, player_strength, parent_consent)
    select id, 'p' || id || '@bench.example', 'Club', 'Spain', 'Old - 2020',
      case when id % 3 = 0 then 'Represented' else 'Free Agent' end,
      (array['GK','LB','RB','CB','CDM','CM','AM','LW','RW','ST'])[1 + id % 10], 'CM', 'Right', 1.8, 75, 'Pace',
      -- Most parents answer (issue 12): one minor in ten is still waiting, and hidden from agents.
      case when id % 10 = 0 then 'pending' else 'confirmed' end
    from members where role = 'Player';
  insert into videos (player_id, youtube_video_id, title, thumbnail_url)
    select 1 + g % ${PLAYERS}, 'v' || g, 'Video ' || g, 'https://i.ytimg.com/vi/v' || g || '/hqdefault.jpg'
    from generate_series(1, ${VIDEOS}) g;
  insert into video_ratings (video_id, viewer_id, rating)
    select (1 + (g::bigint * 104729) % ${VIDEOS})::int, ${PLAYERS} + 1 + g % ${AGENTS}, 1 + g % 5
    from generate_series(1, 50000) g on conflict do nothing;
  update videos v set rating_sum = r.s, rating_count = r.c, average_rating = r.s::real / r.c
    from (select video_id, sum(rating)::int s, count(*)::int c from video_ratings group by video_id) r
    where r.video_id = v.id;
  analyze;
`);
const counts = await client.query<{ videos: number; rated: number }>(
  'select count(*)::int as videos, count(*) filter (where rating_count > 0)::int as rated from videos',
);
console.log(`Seeded in ${Math.round(performance.now() - started)} ms:`, counts.rows[0], `${PLAYERS} players\n`);

// A verified agent: the pool's visibility condition is the widest one (adults, and minors with consent).
const viewer = {
  id: PLAYERS + 1,
  role: 'Agent',
  verifiedAgent: true,
  fullName: 'Bench agent',
  username: 'bench',
  isMinor: false,
  consent: 'none',
  suspended: false,
  profileHidden: false,
} as const;
// Page 20 is reached as a member reaches it: following nextCursor through 19 pages of 24.
let page20Cursor: string | null = null;
for (let page = 1; page < 20; page++) {
  const query = ZVideoPoolQuery.parse(page20Cursor ? { cursor: page20Cursor } : {});
  page20Cursor = (await videoPool(db as unknown as Database, viewer, query)).nextCursor;
}
if (!page20Cursor) throw new Error('the bench pool has fewer than 20 pages');

const cases: [string, Record<string, string>][] = [
  ['no filter, first page', {}],
  ['no filter, page 20 (after 456 videos, by cursor)', { cursor: page20Cursor }],
  ['minRating=4', { minRating: '4' }],
  [
    'all six filters',
    {
      ageRange: '25-30',
      generalPosition: 'Defenders',
      primaryPosition: 'CB',
      country: 'Spain',
      status: 'Represented',
      minRating: '3',
    },
  ],
  ['country + ageRange (selective, unrated videos included)', { country: 'Iceland', ageRange: '13-16' }],
  [
    'generalPosition + status + minRating=5',
    { generalPosition: 'Forwards/Attackers', status: 'Free Agent', minRating: '5' },
  ],
];
for (const [name, raw] of cases) {
  const query = videoPoolQuery(db as unknown as Database, viewer, ZVideoPoolQuery.parse(raw)).toSQL();
  const explained = await client.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, costs off, buffers off) ${query.sql}`,
    query.params,
  );
  console.log(`=== ${name}: ${JSON.stringify(raw)}`);
  console.log(explained.rows.map((row) => row['QUERY PLAN']).join('\n'), '\n');
}
await client.close();
