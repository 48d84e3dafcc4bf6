/** How big the seeded video pool is; 10 videos per player as docs/performance.md#how-measured sets it (100,000 players / 1,000,000 videos). */
export type PoolSize = { players: number; videos: number; agents: number };

export const POOL_AT_SCALE: PoolSize = { players: 100_000, videos: 1_000_000, agents: 5_000 };
/** The embedded database takes minutes per million rows: a tenth of the pool keeps the run short. */
export const POOL_EMBEDDED: PoolSize = { players: 10_000, videos: 100_000, agents: 500 };

export function scalePool(size: PoolSize, scale: number): PoolSize {
  const scaled = (n: number) => Math.max(10, Math.round(n * scale));
  return { players: scaled(size.players), videos: scaled(size.videos), agents: scaled(size.agents) };
}

export const POOL_COUNTRIES = [
  'Spain',
  'Portugal',
  'France',
  'Iceland',
  'Brazil',
  'Nigeria',
  'Japan',
  'Germany',
  'Italy',
  'Ghana',
] as const;

type SqlClient = {
  query(sql: string): Promise<{ rows: Record<string, unknown>[] }>;
  exec?(sql: string): Promise<unknown>;
};

/**
 * Seeds the pool in bulk (generate_series) into an empty database: players get ids 1..players and
 * agents the next ids, so it runs before any other member is made. Birth dates spread over
 * 1970–2019 (a fifth of the players are minors), ten countries, ten positions, a third
 * represented; one minor in ten still waits for a parent (hidden from agents, decision 008). Every
 * other video carries one rating, so the best-rated-first order has real ties and a long unrated
 * tail. The videos' secondary indexes are built after the rows, as a bulk load does; the copy
 * triggers of decision 016 fill the player's facts on each video as in production.
 */
export async function seedVideoPool(client: SqlClient, size: PoolSize): Promise<void> {
  const run = (sql: string) => (client.exec ? client.exec(sql) : client.query(sql));
  const { rows: indexes } = await client.query(`
    select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition from pg_index i
    where i.indrelid in ('videos'::regclass, 'video_ratings'::regclass)
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`);
  await run(indexes.map((index) => `drop index ${index.name};`).join('\n'));
  await run(videoPoolSeedSql(size));
  await run(indexes.map((index) => `${index.definition};`).join('\n'));
}

function videoPoolSeedSql({ players, videos, agents }: PoolSize): string {
  const countries = POOL_COUNTRIES.map((country) => `'${country}'`).join(',');
  return `
  insert into "user" (id, name, email, email_verified)
    select 'pool' || g, 'User ' || g, 'pool' || g || '@bench.example', true from generate_series(1, ${players + agents}) g;
  insert into members (auth_user_id, role, full_name, username, dob, country)
    select 'pool' || g, case when g <= ${players} then 'Player' else 'Agent' end, 'Member ' || g, 'pool' || g,
      date '1970-01-01' + (g::bigint * 7919 % 18000)::int,
      (array[${countries}])[1 + (g / 7) % 10]
    from generate_series(1, ${players + agents}) g;
  insert into players (member_id, email_address, current_club, club_country, previous_club, status, primary_position,
      secondary_position, preferred_foot, height_m, weight_kg, player_strength, parent_consent)
    select id, 'p' || id || '@bench.example', 'Club', 'Spain', 'Old - 2020',
      case when id % 3 = 0 then 'Represented' else 'Free Agent' end,
      (array['GK','LB','RB','CB','CDM','CM','AM','LW','RW','ST'])[1 + id % 10], 'CM', 'Right', 1.8, 75, 'Pace',
      case when id % 10 = 0 then 'pending' else 'confirmed' end
    from members where role = 'Player';
  insert into videos (player_id, youtube_video_id, title, thumbnail_url, rating_sum, rating_count, average_rating)
    select 1 + g % ${players}, 'v' || g, 'Video ' || g, 'https://i.ytimg.com/vi/v' || g || '/hqdefault.jpg',
      r, sign(r), r
    from generate_series(1, ${videos}) g,
      -- A pseudo-random spread (multiplier and modulus prime), so a rating says nothing of the player's id,
      -- and with it nothing of their position, country or age.
      lateral (select (g::bigint * 104729) % 1000003 as h) spread,
      lateral (select case when h % 2 = 0 then 1 + (h / 2) % 5 else 0 end::int as r) rating;
  insert into video_ratings (video_id, viewer_id, rating)
    select id, ${players} + 1 + id % ${agents}, rating_sum from videos where rating_count = 1;
  `;
}
