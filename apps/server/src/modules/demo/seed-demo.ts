import { randomUUID } from 'node:crypto';
import { ADULT_AGE } from '@scouting/contract';
import { count } from 'drizzle-orm';
import type { Auth } from '../../auth/auth.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { account, agents, clubs, members, players, scouts, user } from '../../db/schema/index.ts';
import type { Storage } from '../../infra/storage/storage.ts';
import { ensureAdmin } from '../admin/ensure-admin.ts';
import { notifyWelcome } from '../notifications/welcome.ts';
import { seedDemoMessaging } from './demo-messaging.ts';
import { seedDemoOpportunities } from './demo-opportunities.ts';
import { DEMO_AGENTS, DEMO_CLUBS, DEMO_PLAYERS, DEMO_SCOUTS } from './demo-people.ts';
import { seedDemoReports } from './demo-reports.ts';
import { seedDemoVideos } from './demo-videos.ts';
import { seedProfileImages } from './seed-images.ts';
import { seedTransfermarkt } from './seed-transfermarkt.ts';
import { seedVerifications } from './seed-verification.ts';

export const DEMO_PASSWORD = 'Demo!Pass1';
export const DEMO_ADMIN_EMAIL = 'admin@demo.scouting.example';

export type DemoCredential = { role: string; name: string; email: string };

export class AlreadySeededError extends Error {}

function dobYearsAgo(years: number, months = 0): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth() - months, 10)).toISOString().slice(0, 10);
}

function slug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[^A-Za-z ]/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '.');
}

/**
 * Fills an empty database with demo members of every role. Every account shares one password so
 * the hash is computed once; the members are one transaction, so a failure there leaves nothing behind.
 * The Transfermarkt applications follow in a second one, after their documents are stored.
 */
export async function seedDemo(db: Database, auth: Auth, storage: Storage): Promise<DemoCredential[]> {
  const [existing] = await db.select({ value: count() }).from(members);
  if ((existing?.value ?? 0) > 0) {
    throw new AlreadySeededError('The database already has members: the demo data is only added to an empty database.');
  }
  await ensureAdmin(db, auth, { email: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD });
  const context = await auth.$context;
  const hash = await context.password.hash(DEMO_PASSWORD);
  const credentials: DemoCredential[] = [{ role: 'Admin', name: 'Administrator', email: DEMO_ADMIN_EMAIL }];
  const idsByName = new Map<string, number>();

  async function createAccount(tx: Transaction, role: string, fullName: string, country: string, dob: string) {
    const email = `${slug(fullName)}@demo.scouting.example`;
    // Written with the transaction itself: PGlite has one connection, and the transaction holds it.
    const userId = randomUUID();
    await tx.insert(user).values({ id: userId, email, name: fullName, emailVerified: true });
    await tx
      .insert(account)
      .values({ id: randomUUID(), userId, providerId: 'credential', accountId: userId, password: hash });
    const [member] = await tx
      .insert(members)
      .values({
        authUserId: userId,
        role: role as 'Player',
        fullName,
        username: slug(fullName).replace(/\./g, '_'),
        dob,
        country,
      })
      .returning({ id: members.id });
    if (!member) throw new Error('member insert returned no row');
    credentials.push({ role, name: fullName, email });
    idsByName.set(fullName, member.id);
    await notifyWelcome(tx, member.id, fullName);
    return { memberId: member.id, email };
  }

  await db.transaction(async (tx) => {
    const playerIds: number[] = [];
    const raterIds: number[] = [];
    const agentIds: number[] = [];
    const adultPlayers: { memberId: number; fullName: string }[] = [];
    for (const p of DEMO_PLAYERS) {
      const { memberId, email } = await createAccount(
        tx,
        'Player',
        p.fullName,
        p.country,
        dobYearsAgo(p.ageYears, p.ageMonths),
      );
      playerIds.push(memberId);
      await tx.insert(players).values({
        memberId,
        emailAddress: email,
        currentClub: p.currentClub,
        clubCountry: p.clubCountry,
        previousClub: p.previousClub,
        status: p.status,
        primaryPosition: p.primaryPosition,
        secondaryPosition: p.secondaryPosition,
        preferredFoot: p.preferredFoot,
        heightM: p.height,
        weightKg: p.weight,
        playerStrength: p.playerStrength,
        parentEmail: p.parentEmail ?? null,
        parentConsent: p.parentConsent ?? null,
        parentConsentAt: p.parentConsent === 'confirmed' ? new Date() : null,
      });
      if (p.ageYears >= ADULT_AGE) adultPlayers.push({ memberId, fullName: p.fullName });
    }
    for (const a of DEMO_AGENTS) {
      const { memberId, email } = await createAccount(tx, 'Agent', a.fullName, a.country, dobYearsAgo(a.ageYears));
      raterIds.push(memberId);
      await tx.insert(agents).values({
        memberId,
        agencyName: a.agencyName,
        agencyWebsite: a.agencyWebsite,
        countryOfOperation: a.countryOfOperation,
        yearsOfExperience: a.yearsOfExperience,
        contactEmail: email,
        verificationStatus: a.verificationStatus,
      });
      agentIds.push(memberId);
    }
    for (const s of DEMO_SCOUTS) {
      const { memberId, email } = await createAccount(tx, 'Scout', s.fullName, s.country, dobYearsAgo(s.ageYears));
      raterIds.push(memberId);
      await tx.insert(scouts).values({
        memberId,
        contactEmail: email,
        countryOfOperation: s.countryOfOperation,
        currentEmployer: s.currentEmployer,
        scoutingExperience: s.scoutingExperience,
        website: s.website,
      });
    }
    for (const c of DEMO_CLUBS) {
      const { memberId, email } = await createAccount(tx, 'Club', c.fullName, c.country, dobYearsAgo(c.ageYears));
      await tx.insert(clubs).values({
        memberId,
        clubName: c.clubName,
        clubCountry: c.clubCountry,
        currentLeague: c.currentLeague,
        typeOfClub: c.typeOfClub,
        clubEmail: email,
        clubWebsite: `https://${slug(c.clubName).replace(/\./g, '-')}.example`,
      });
    }
    await seedDemoVideos(tx, playerIds, raterIds);
    await seedDemoMessaging(tx, idsByName);
    await seedDemoOpportunities(tx, agentIds, adultPlayers);
    await seedDemoReports(tx, idsByName);
  });
  // After the members exist and outside their transaction: documents go through storeFile on `db`.
  await seedTransfermarkt(db, storage);
  await seedVerifications(db, storage);
  await seedProfileImages(db, storage);
  return credentials;
}
