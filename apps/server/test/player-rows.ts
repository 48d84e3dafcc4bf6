import { randomUUID } from 'node:crypto';
import { dobYearsAgo } from '@scouting/contract/fixtures/members';
import type { DbOrTx } from '../src/db/client.ts';
import { members, players, user, videos } from '../src/db/schema/index.ts';

export type PlayerRow = {
  fullName: string;
  username?: string;
  age?: number;
  country?: string;
  currentClub?: string;
  previousClub?: string;
  status?: 'Free Agent' | 'Represented';
  primaryPosition?: 'GK' | 'LB' | 'RB' | 'CB' | 'CDM' | 'CM' | 'AM' | 'LW' | 'RW' | 'ST';
  secondaryPosition?: 'GK' | 'LB' | 'RB' | 'CB' | 'CDM' | 'CM' | 'AM' | 'LW' | 'RW' | 'ST';
  preferredFoot?: 'Left' | 'Right';
  height?: number;
  parentConsent?: 'pending' | 'confirmed';
  suspended?: boolean;
  hidden?: boolean;
  /** 'YYYY-MM-DD', the first day of the contract's last month. */
  contractUntil?: string;
  availability?: 'Under contract' | 'Free agent' | 'Loan possible' | 'Open to offers';
  relocationCountries?: string[];
  relocationAnywhere?: boolean;
  /** Each video's average rating (one rating each); 0 stores an unrated video. */
  videoRatings?: number[];
};

/**
 * Players written straight into the tables, for tests that need many of them (search, paging):
 * the wizard is tested in registration.test.ts, and signing up dozens of accounts through it would
 * spend seconds on password hashing. The database triggers fill the search columns as for real ones.
 */
export async function insertPlayer(db: DbOrTx, row: PlayerRow): Promise<number> {
  const authId = randomUUID();
  const username = row.username ?? `p-${authId.slice(0, 12)}`;
  await db
    .insert(user)
    .values({ id: authId, name: row.fullName, email: `${username}@example.com`, emailVerified: true });
  const [member] = await db
    .insert(members)
    .values({
      authUserId: authId,
      role: 'Player',
      fullName: row.fullName,
      username,
      dob: dobYearsAgo(row.age ?? 25),
      country: row.country ?? 'Spain',
      suspendedAt: row.suspended ? new Date() : null,
      profileHiddenAt: row.hidden ? new Date() : null,
    })
    .returning({ id: members.id });
  if (!member) throw new Error('member insert returned no row');
  await db.insert(players).values({
    memberId: member.id,
    emailAddress: `${username}@example.com`,
    currentClub: row.currentClub ?? 'CD Leganés',
    clubCountry: 'Spain',
    previousClub: row.previousClub ?? 'Getafe - 2019',
    status: row.status ?? 'Free Agent',
    primaryPosition: row.primaryPosition ?? 'CM',
    secondaryPosition: row.secondaryPosition ?? 'CDM',
    preferredFoot: row.preferredFoot ?? 'Right',
    heightM: row.height ?? 1.8,
    weightKg: 75,
    playerStrength: 'Passing',
    parentEmail: row.parentConsent ? 'parent@example.com' : null,
    parentConsent: row.parentConsent ?? null,
    contractUntil: row.contractUntil ?? null,
    availability: row.availability ?? null,
    relocationCountries: row.relocationCountries ?? [],
    relocationAnywhere: row.relocationAnywhere ?? false,
  });
  for (const [index, rating] of (row.videoRatings ?? []).entries()) {
    await db.insert(videos).values({
      playerId: member.id,
      youtubeVideoId: `${username}-${index}`,
      title: `${row.fullName} highlights ${index}`,
      thumbnailUrl: 'https://i.ytimg.com/vi/x/hqdefault.jpg',
      ratingSum: rating,
      ratingCount: rating > 0 ? 1 : 0,
      averageRating: rating,
    });
  }
  return member.id;
}
