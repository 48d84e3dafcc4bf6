import { readFileSync } from 'node:fs';
import { FSI, PDI } from '@scouting/contract/bidi-isolate';
import { CAREER_MESSAGES, careerOverlapMessage } from '@scouting/contract/career';
import { MESSAGES } from '@scouting/contract/messages';
import { englishOf } from '@scouting/contract/sentences';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createConsentedMinor,
  createMember,
  createVerifiedAgent,
  STRONG_PASSWORD,
} from '../../../test/factories.ts';
import { buildTestApp, type TestApp, TestClient } from '../../../test/test-app.ts';
import { careerEntries, careerNotes, careerSeasons, players } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const season = { season: '2024-25', appearances: 24, starts: 20, minutes: 1900, goals: 7, assists: 4 };
const leganes = {
  club: 'CD Leganés B',
  country: 'Spain',
  level: 'Segunda Federación',
  kind: 'Senior',
  from: '2023-07',
  seasons: [season, { season: '2023-24', appearances: 10, goals: 1, assists: 0 }],
};
const academy = {
  club: 'Rayo Majadahonda U19',
  country: 'Spain',
  kind: 'Youth',
  from: '2020-07',
  to: '2023-06',
  seasons: [{ season: '2022-23', appearances: 28, goals: 12, assists: 6 }],
};

describe('PUT/GET /api/player-career/:playerId', () => {
  it('stores the entries, most recent first, each season self-reported, and shows them to other members', async () => {
    const player = await createMember(t.app, 'Player');
    const saved = await player.client.put(`/api/player-career/${player.id}`, { entries: [academy, leganes] });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = saved.json();
    expect(body.entries.map((entry: { club: string }) => entry.club)).toEqual(['CD Leganés B', 'Rayo Majadahonda U19']);
    expect(body.entries[0]).toMatchObject({ country: 'Spain', level: 'Segunda Federación', kind: 'Senior', to: null });
    expect(body.entries[0].seasons.map((line: { season: string }) => line.season)).toEqual(['2024-25', '2023-24']);
    expect(body.entries[0].seasons[0]).toMatchObject({
      ...season,
      cleanSheets: null,
      source: 'Self-reported',
      confirmedBy: null,
    });
    expect(body.note).toBeNull();

    const scout = await createMember(t.app, 'Scout');
    const read = await scout.client.get(`/api/player-career/${player.id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual(body);

    // The list replaces the stored one.
    const fewer = await player.client.put(`/api/player-career/${player.id}`, { entries: [] });
    expect(fewer.json().entries).toEqual([]);
    expect(await t.db.select().from(careerEntries).where(eq(careerEntries.playerId, player.id))).toEqual([]);
  });

  it('refuses bad input with a clear sentence naming the entry and the field', async () => {
    const player = await createMember(t.app, 'Player');
    const url = `/api/player-career/${player.id}`;
    const overlap = await player.client.put(url, {
      entries: [leganes, { ...leganes, club: 'Getafe B', from: '2024-01', seasons: [] }],
    });
    expect(overlap.statusCode).toBe(400);
    const named = careerOverlapMessage(
      { club: 'Getafe B', from: '2024-01', to: null },
      { club: leganes.club, from: leganes.from, to: null },
    );
    expect(englishOf(named)).toMatch(/^Getafe B \(2024-01 to …\) overlaps CD Leganés B \(2023-07 to …\): /);
    expect(overlap.json()).toMatchObject({ error: englishOf(named), fields: { 'entries.1.from': englishOf(named) } });
    // In the caller's language, the clubs and months kept and isolated (decision 069); English above has none.
    const spanish = await player.client.request({
      method: 'PUT',
      url,
      payload: { entries: [leganes, { ...leganes, club: 'Getafe B', from: '2024-01', seasons: [] }] },
      headers: { 'accept-language': 'es' },
    });
    expect(spanish.json().error).toMatch(
      new RegExp(
        `^${FSI}Getafe B${PDI} \\(${FSI}2024-01${PDI} a ${FSI}…${PDI}\\) coincide con ${FSI}CD Leganés B${PDI} `,
      ),
    );

    const minutes = await player.client.put(url, {
      entries: [{ ...leganes, seasons: [{ ...season, appearances: 2, starts: 2, minutes: 241 }] }],
    });
    expect(minutes.statusCode).toBe(400);
    expect(minutes.json().fields).toEqual({
      'entries.0.seasons.0.minutes': englishOf(CAREER_MESSAGES.minutesAboveBound),
    });

    const outside = await player.client.put(url, { entries: [{ ...academy, seasons: [{ ...season }] }] });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().fields).toEqual({
      'entries.0.seasons.0.season': englishOf(CAREER_MESSAGES.seasonOutsideEntry),
    });

    const format = await player.client.put(url, { entries: [{ ...leganes, from: '2023-7', kind: 'Pro' }] });
    expect(format.statusCode).toBe(400);
    expect(format.json().fields).toMatchObject({ 'entries.0.from': englishOf(CAREER_MESSAGES.monthFormat) });
    expect(Object.keys(format.json().fields)).toContain('entries.0.kind');

    const country = await player.client.put(url, { entries: [{ ...leganes, country: 'Atlantis' }] });
    expect(country.statusCode).toBe(400);
    expect(country.json().fields).toEqual({ 'entries.0.country': englishOf(MESSAGES.unknownCountry) });
  });

  it('answers 401 anonymous, 403 to another player or a scout writing, 404 for a missing player', async () => {
    const player = await createMember(t.app, 'Player');
    const url = `/api/player-career/${player.id}`;
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get(url)).statusCode).toBe(401);
    expect((await anonymous.put(url, { entries: [] })).statusCode).toBe(401);

    const other = await createMember(t.app, 'Player');
    const refused = await other.client.put(url, { entries: [leganes] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(englishOf(CAREER_MESSAGES.onlyOwner));
    const scout = await createMember(t.app, 'Scout');
    expect((await scout.client.put(url, { entries: [leganes] })).statusCode).toBe(403);
    expect((await scout.client.get('/api/player-career/999999')).statusCode).toBe(404);
    expect((await scout.client.get(`/api/player-career/${scout.id}`)).statusCode).toBe(404);

    // An admin writes any player's record.
    const admin = await createAdmin(t.app);
    const byAdmin = await admin.client.put(url, { entries: [leganes] });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect((await admin.client.put('/api/player-career/999999', { entries: [] })).statusCode).toBe(404);
  });

  it("answers 404 for a minor's record to whoever may not see the minor", async () => {
    const minor = await createConsentedMinor(t.app);
    const url = `/api/player-career/${minor.id}`;
    expect((await minor.client.put(url, { entries: [academy] })).statusCode).toBe(200);
    const scout = await createMember(t.app, 'Scout');
    const hidden = await scout.client.get(url);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error).toBe(englishOf(MESSAGES.playerNotFound));
    const agent = await createVerifiedAgent(t.app);
    expect((await agent.client.get(url)).statusCode).toBe(200);
  });

  it('keeps an unchanged confirmed or verified line, and makes an edited one self-reported again', async () => {
    const player = await createMember(t.app, 'Player');
    const url = `/api/player-career/${player.id}`;
    const first = (await player.client.put(url, { entries: [leganes] })).json();
    const entry = first.entries[0];
    const [recent, older] = entry.seasons;
    await t.db
      .update(careerSeasons)
      .set({
        source: 'Confirmed by coach',
        confirmerName: 'Ana Ruiz',
        confirmerRole: 'Head coach',
        confirmerClub: 'CD Leganés B',
      })
      .where(eq(careerSeasons.id, recent.id));
    const admin = await createAdmin(t.app);
    const verified = await admin.client.post(`/api/admin/player-career/${player.id}/seasons/${older.id}/verify`);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().entries[0].seasons[1]).toMatchObject({
      id: older.id,
      source: 'Verified',
      confirmedBy: null,
    });

    const read = (await player.client.get(url)).json();
    expect(read.entries[0].seasons[0]).toMatchObject({
      source: 'Confirmed by coach',
      confirmedBy: { name: 'Ana Ruiz', role: 'Head coach', club: 'CD Leganés B' },
    });

    const edited = await player.client.put(url, {
      entries: [{ ...leganes, id: entry.id, seasons: [{ ...season, goals: 9 }, leganes.seasons[1]] }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const lines = edited.json().entries[0].seasons;
    expect(edited.json().entries[0].id).toBe(entry.id);
    expect(lines.map((line: { id: number; source: string }) => [line.id, line.source])).toEqual([
      [recent.id, 'Self-reported'],
      [older.id, 'Verified'],
    ]);
    expect(lines[0].confirmedBy).toBeNull();
  });

  it('lets only admins verify, and only a line of that player', async () => {
    const player = await createMember(t.app, 'Player');
    const saved = (await player.client.put(`/api/player-career/${player.id}`, { entries: [leganes] })).json();
    const seasonId = saved.entries[0].seasons[0].id;
    const url = `/api/admin/player-career/${player.id}/seasons/${seasonId}/verify`;
    expect((await new TestClient(t.app).post(url)).statusCode).toBe(401);
    expect((await player.client.post(url)).statusCode).toBe(403);
    const admin = await createAdmin(t.app);
    const other = await createMember(t.app, 'Player');
    const wrong = await admin.client.post(`/api/admin/player-career/${other.id}/seasons/${seasonId}/verify`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error).toBe(englishOf(CAREER_MESSAGES.seasonNotFound));
  });

  it("is in the player's export and goes with the account", async () => {
    const player = await createMember(t.app, 'Player');
    await player.client.put(`/api/player-career/${player.id}`, { entries: [leganes] });
    const exported = await player.client.get('/api/account/export');
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json().career.entries).toEqual([
      expect.objectContaining({
        club: 'CD Leganés B',
        seasons: [
          expect.objectContaining({ season: '2024-25', source: 'Self-reported' }),
          expect.objectContaining({ season: '2023-24' }),
        ],
      }),
    ]);
    const deleted = await player.client.post('/api/account/delete', { password: STRONG_PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await t.db.select().from(careerEntries).where(eq(careerEntries.playerId, player.id))).toEqual([]);
  });
});

describe('the previous club carried into the record (migration 0035)', () => {
  it('reads "Club - Year" as an entry over that year and keeps any other text as the note', async () => {
    const migration = readFileSync(new URL('../../db/migrations/0035_player_career.sql', import.meta.url), 'utf8');
    const carry = migration
      .split('--> statement-breakpoint')
      .filter((statement) => /INSERT INTO "career_(entries|notes)"/.test(statement));
    expect(carry).toHaveLength(2);
    const parsed = await createMember(t.app, 'Player');
    const youth = await createMember(t.app, 'Player');
    const free = await createMember(t.app, 'Player');
    await t.db.update(players).set({ previousClub: 'Sevilla Atlético - 2022' }).where(eq(players.memberId, parsed.id));
    await t.db.update(players).set({ previousClub: 'Santos U20 – 2023 ' }).where(eq(players.memberId, youth.id));
    await t.db.update(players).set({ previousClub: 'Sunday league, two years' }).where(eq(players.memberId, free.id));
    await t.db.delete(careerEntries);
    await t.db.delete(careerNotes);
    for (const statement of carry) await t.db.execute(sql.raw(statement));

    const scout = await createMember(t.app, 'Scout');
    const first = (await scout.client.get(`/api/player-career/${parsed.id}`)).json();
    expect(first.entries).toEqual([
      expect.objectContaining({
        club: 'Sevilla Atlético',
        country: null,
        kind: 'Senior',
        from: '2022-01',
        to: '2022-12',
      }),
    ]);
    expect(first.note).toBeNull();
    const second = (await scout.client.get(`/api/player-career/${youth.id}`)).json();
    expect(second.entries[0]).toMatchObject({ club: 'Santos U20', kind: 'Youth', from: '2023-01' });
    const third = (await scout.client.get(`/api/player-career/${free.id}`)).json();
    expect(third).toEqual({ entries: [], note: 'Sunday league, two years' });
  });
});

describe('the previous club a new player gives the wizard (decision 066)', () => {
  const texts = [
    'Sevilla Atlético - 2022',
    'Santos U20 – 2023 ',
    'Paris FC B—1999',
    'Ajax u-17 - 2021',
    'Sunday league, two years',
    'Getafe 2019',
  ];

  it('is in the record as soon as the registration is, as an entry over its year or as the note', async () => {
    const entry = await createMember(t.app, 'Player', { previousClub: 'Sevilla Atlético - 2022' });
    const youth = await createMember(t.app, 'Player', { previousClub: 'Santos U20 – 2023' });
    const note = await createMember(t.app, 'Player', { previousClub: 'Sunday league, two years' });
    const scout = await createMember(t.app, 'Scout');
    const first = (await scout.client.get(`/api/player-career/${entry.id}`)).json();
    expect(first).toEqual({
      entries: [
        {
          id: expect.any(Number),
          club: 'Sevilla Atlético',
          country: null,
          level: null,
          kind: 'Senior',
          from: '2022-01',
          to: '2022-12',
          seasons: [],
        },
      ],
      note: null,
    });
    expect((await scout.client.get(`/api/player-career/${youth.id}`)).json().entries[0]).toMatchObject({
      club: 'Santos U20',
      kind: 'Youth',
    });
    expect((await scout.client.get(`/api/player-career/${note.id}`)).json()).toEqual({
      entries: [],
      note: 'Sunday league, two years',
    });
    // The wizard's text stays as given (the SPEC's read field); the profile edit no longer writes it.
    const details = (await scout.client.get(`/api/player-details/${entry.id}`)).json();
    expect(details.previousClub).toBe('Sevilla Atlético - 2022');
  });

  it('is not registered at all when its carry into the record fails: one transaction', async () => {
    // A trigger that refuses the carried entry stands in for any failure after the player's row is written.
    await t.db.execute(
      sql.raw(`CREATE FUNCTION refuse_carry() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF NEW.club = 'Refused FC' THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END $$`),
    );
    await t.db.execute(
      sql.raw(
        'CREATE TRIGGER refuse_carry BEFORE INSERT ON career_entries FOR EACH ROW EXECUTE FUNCTION refuse_carry()',
      ),
    );
    try {
      await expect(createMember(t.app, 'Player', { previousClub: 'Refused FC - 2020' })).rejects.toThrow(
        /register failed/,
      );
      const left = await t.db.select().from(players).where(eq(players.previousClub, 'Refused FC - 2020'));
      expect(left).toEqual([]);
    } finally {
      await t.db.execute(sql.raw('DROP TRIGGER refuse_carry ON career_entries'));
      await t.db.execute(sql.raw('DROP FUNCTION refuse_carry()'));
    }
  });

  it('is read by the same rule migration 0035 used for the players before it', async () => {
    const registered: { id: number }[] = [];
    for (const previousClub of texts) registered.push(await createMember(t.app, 'Player', { previousClub }));
    const scout = await createMember(t.app, 'Scout');
    const read = async () => {
      const records = [];
      for (const player of registered) {
        const { entries, note } = (await scout.client.get(`/api/player-career/${player.id}`)).json();
        records.push({ entries: entries.map(({ id: _id, ...entry }: { id: number }) => entry), note });
      }
      return records;
    };
    const atRegistration = await read();
    expect(atRegistration.filter((record) => record.entries.length === 1)).toHaveLength(4);

    const migration = readFileSync(new URL('../../db/migrations/0035_player_career.sql', import.meta.url), 'utf8');
    await t.db.delete(careerEntries);
    await t.db.delete(careerNotes);
    for (const statement of migration
      .split('--> statement-breakpoint')
      .filter((text) => /INSERT INTO "career_(entries|notes)"/.test(text))) {
      await t.db.execute(sql.raw(statement));
    }
    expect(await read()).toEqual(atRegistration);
  });
});
