import { REFERENCE_LINK_DAYS } from '@scouting/contract/references';
import { inArray } from 'drizzle-orm';
import type { Member } from '../../auth/caller.ts';
import type { Database } from '../../db/client.ts';
import { careerReferences, careerSeasons } from '../../db/schema/index.ts';
import { saveCareer } from '../../modules/career/save-career.ts';
import { newGuardianToken } from '../../modules/safeguarding/guardian-token.ts';
import type { DemoPlayer } from './demo-people.ts';

const COACHES = [
  { name: 'Lucía Herrero', role: 'Head coach' },
  { name: 'Daniel Okafor', role: 'U19 coach' },
  { name: 'Ricardo Matos', role: 'Assistant coach' },
];

const season = (start: number) => `${start}-${String((start + 1) % 100).padStart(2, '0')}`;

/**
 * Most demo players get a record (docs/product.md#career-and-seasons): their previous club over the two
 * seasons before the year they left, then the current club since. Every third record is confirmed by
 * a coach, every third verified by the admin, the rest self-reported; every fourth player keeps only
 * the entry registration made of their previous club, so the dashboard's 'Complete your record' card
 * shows too.
 */
export async function seedDemoCareers(
  db: Database,
  admin: Member,
  players: readonly { id: number; person: DemoPlayer; underage: boolean }[],
) {
  for (const [index, { id, person, underage }] of players.entries()) {
    if (index % 4 === 3) continue;
    const match = /^(.+?)\s*-\s*(\d{4})$/.exec(person.previousClub);
    const left = Number(match?.[2] ?? 2023);
    const previous = match?.[1] ?? person.previousClub;
    const goalkeeper = person.primaryPosition === 'GK';
    const line = (start: number, games: number) => ({
      season: season(start),
      appearances: games,
      starts: games - (index % 3),
      minutes: games * 78,
      goals: goalkeeper ? 0 : (games * (index + 2)) % 11,
      assists: goalkeeper ? 0 : (games * (index + 1)) % 7,
      ...(goalkeeper ? { cleanSheets: Math.floor(games / 3) } : {}),
    });
    const record = await saveCareer(db, id, {
      entries: [
        {
          club: previous,
          country: person.clubCountry,
          kind: underage || /U\d{2}|Juniors|Academy|Dream/.test(previous) ? 'Youth' : 'Senior',
          from: `${left - 2}-07`,
          to: `${left}-06`,
          seasons: [line(left - 2, 18 + index), line(left - 1, 22 + index)],
        },
        {
          club: person.currentClub,
          country: person.clubCountry,
          kind: underage ? 'Youth' : 'Senior',
          from: `${left}-07`,
          seasons: [line(left, 20 + (index % 5))],
        },
      ],
    });
    const lines = record.entries.flatMap((entry) => entry.seasons.map((row) => row.id));
    if (index % 3 === 0) {
      const coach = COACHES[index % COACHES.length] ?? { name: 'Lucía Herrero', role: 'Head coach' };
      const older = record.entries.find((entry) => entry.club === previous)?.seasons.map((row) => row.id) ?? [];
      await db
        .update(careerSeasons)
        .set({
          source: 'Confirmed by coach',
          confirmerName: coach.name,
          confirmerRole: coach.role,
          confirmerClub: previous,
          sourceAt: new Date(),
        })
        .where(inArray(careerSeasons.id, older));
    } else if (index % 3 === 1) {
      await db
        .update(careerSeasons)
        .set({ source: 'Verified', verifiedBy: admin.id, sourceAt: new Date() })
        .where(inArray(careerSeasons.id, lines.slice(0, 1)));
    }
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a coach writes about a player they trained, in the demo's few references. */
const REFERENCE_TEXTS = [
  'Trained with me for two seasons. Reads the game early, first to the ball in every drill, and never missed a session.',
  'A leader in the dressing room at eighteen. Comfortable on the ball under pressure and keeps the line together.',
  'Quick, brave and coachable: every piece of feedback showed up in the next match. I would take him again tomorrow.',
];

/**
 * A few adult players have references (docs/product.md#references): most approved and on the
 * profile, one written and waiting for the player's approval, one still waiting for the coach.
 */
export async function seedDemoReferences(
  db: Database,
  players: readonly { id: number; person: DemoPlayer; underage: boolean }[],
) {
  const adults = players.filter((player) => !player.underage);
  const now = Date.now();
  const rows = adults.slice(0, 5).map(({ id, person }, index) => {
    const coach = COACHES[index % COACHES.length] ?? { name: 'Lucía Herrero', role: 'Head coach' };
    const status = index === 3 ? 'written' : index === 4 ? 'pending' : 'approved';
    const createdAt = new Date(now - (30 - index) * DAY_MS);
    return {
      playerId: id,
      coachName: coach.name,
      coachEmail: `coach.${index + 1}@example.com`,
      coachRole: coach.role,
      coachClub: /^(.+?)\s*-\s*\d{4}$/.exec(person.previousClub)?.[1] ?? person.previousClub,
      tokenHash: newGuardianToken().tokenHash,
      status,
      text: status === 'pending' ? null : (REFERENCE_TEXTS[index % REFERENCE_TEXTS.length] ?? null),
      createdAt,
      expiresAt: new Date(createdAt.getTime() + REFERENCE_LINK_DAYS * DAY_MS),
      writtenAt: status === 'pending' ? null : new Date(createdAt.getTime() + 2 * DAY_MS),
      approvedAt: status === 'approved' ? new Date(createdAt.getTime() + 3 * DAY_MS) : null,
    } as const;
  });
  if (rows.length > 0) await db.insert(careerReferences).values(rows);
}
