import { ADULT_AGE } from '@scouting/contract/constants';
import { type RegistrationRole, registrationPayload } from '@scouting/contract/fixtures/members';
import { ZRegisterRequest } from '@scouting/contract/schemas/registration';
import { count, eq } from 'drizzle-orm';
import type { Auth } from '../../auth/auth.ts';
import { updatePlayers } from '../../auth/member-writes.ts';
import type { Database } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';
import type { Storage } from '../../infra/storage/storage.ts';
import { ensureAdmin } from '../../modules/admin/ensure-admin.ts';
import { linkGuardianByAdmin } from '../../modules/guardians/admin-links.ts';
import { registerMember } from '../../modules/registration/register-member.ts';
import { type AnsweringMember, confirmConsent } from '../../modules/safeguarding/parental-consent/answer-consent.ts';
import { issueConsentToken } from '../../modules/safeguarding/parental-consent/consent-token.ts';
import { seedDemoAvailability } from './demo-availability.ts';
import { seedDemoCareers, seedDemoReferences } from './demo-career.ts';
import { seedDemoClubNeeds } from './demo-club-needs.ts';
import { seedDemoMessaging } from './demo-messaging.ts';
import { seedDemoOpportunities, seedScoutAndClubOpportunities } from './demo-opportunities.ts';
import {
  DEMO_AGENTS,
  DEMO_CLUBS,
  DEMO_PARENT,
  DEMO_PLAYERS,
  DEMO_SCOUTS,
  demoMember,
  demoMemberIds,
} from './demo-people.ts';
import { seedDemoReports } from './demo-reports.ts';
import { seedDemoRepresentation } from './demo-representation.ts';
import { seedDemoSavedSearches } from './demo-saved-searches.ts';
import { seedDemoShortlists } from './demo-shortlists.ts';
import { seedDemoVideos } from './demo-videos.ts';
import { seedProfileImages } from './seed-images.ts';
import { seedTransfermarkt } from './seed-transfermarkt.ts';
import { seedVerifications } from './seed-verification.ts';

export const DEMO_PASSWORD = 'Demo!Pass1';
export const DEMO_ADMIN_EMAIL = 'admin@demo.scouting.example';

export type DemoCredential = { role: string; name: string; email: string };

export class AlreadySeededError extends Error {}

function slug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[^A-Za-z ]/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '.');
}

/**
 * Fills an empty database with demo members of every role, made the way the API makes them: each
 * member through the registration service behind POST /api/register (after the contract's
 * validation), and their posts, applications, stars, underage requests, conversations, parental
 * consent and reports through the business functions of those routes, so a rule added there holds
 * for the demo data too. Written directly, because no business function does it: the accounts'
 * e-mail verification (it needs the mailed link; the accounts are made by Better Auth's adapter as
 * `ensureAdmin` does, with the password hashed once), asking a parent without mailing them, videos
 * (they come from YouTube sync), ratings and the past dates of the conversations. Each step commits
 * on its own, so a seed that fails halfway leaves part of the data: seed a fresh database again.
 */
export async function seedDemo(db: Database, auth: Auth, storage: Storage): Promise<DemoCredential[]> {
  const [existing] = await db.select({ value: count() }).from(members);
  if ((existing?.value ?? 0) > 0) {
    throw new AlreadySeededError('The database already has members: the demo data is only added to an empty database.');
  }
  // ensureAdmin also holds the demo password to the password rule (docs/product.md#accounts-and-registration).
  await ensureAdmin(db, auth, { email: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD });
  const [adminRow] = await db.select({ id: members.id }).from(members).where(eq(members.role, 'Admin')).limit(1);
  if (!adminRow) throw new Error('the demo admin is missing');
  const admin = await demoMember(db, adminRow.id);
  const context = await auth.$context;
  const hash = await context.password.hash(DEMO_PASSWORD);
  const credentials: DemoCredential[] = [{ role: 'Admin', name: 'Administrator', email: DEMO_ADMIN_EMAIL }];
  const idsByName = new Map<string, number>();

  /** A verified account, then its member through the registration service with the shared fixture as the base. */
  async function register(
    role: RegistrationRole,
    fullName: string,
    fields: (email: string) => Record<string, unknown>,
  ) {
    const email = `${slug(fullName)}@demo.scouting.example`;
    const account = await context.internalAdapter.createUser(
      { email, name: fullName, emailVerified: true },
      { method: 'email-password' },
    );
    await context.internalAdapter.linkAccount({
      userId: account.id,
      providerId: 'credential',
      accountId: account.id,
      password: hash,
    });
    const payload = registrationPayload(role, {
      fullName,
      username: slug(fullName).replace(/\./g, '_'),
      ...fields(email),
    });
    const memberId = await registerMember(db, account.id, ZRegisterRequest.parse(payload), {
      // Made-up players are nobody's news: no saved-search alerts queued for them (decision 072).
      savedSearchAlerts: false,
    });
    credentials.push({ role, name: fullName, email });
    idsByName.set(fullName, memberId);
    return memberId;
  }

  const playerIds: number[] = [];
  const adultPlayerIds: number[] = [];
  const raterIds: number[] = [];
  const agentIds: number[] = [];
  const scoutIds: number[] = [];
  const clubIds: number[] = [];
  // The parent's account comes first: she answers her son's consent link signed in, as a parent member does.
  const parent = {
    id: await register('Parent', DEMO_PARENT.fullName, () => ({
      dob: dobYearsAgo(DEMO_PARENT.ageYears),
      country: DEMO_PARENT.country,
    })),
    role: 'Parent' as const,
    fullName: DEMO_PARENT.fullName,
  };
  for (const { fullName, ageYears, ageMonths, parentEmail, parentConsent, ...fields } of DEMO_PLAYERS) {
    const dob = dobYearsAgo(ageYears, ageMonths);
    const memberId = await register('Player', fullName, (email) => ({ ...fields, dob, emailAddress: email }));
    playerIds.push(memberId);
    if (ageYears >= ADULT_AGE) adultPlayerIds.push(memberId);
    if (parentEmail) {
      const answeredBy = parentEmail === DEMO_PARENT.familyEmail ? parent : null;
      await askParent(db, memberId, parentEmail, parentConsent === 'confirmed', answeredBy);
    }
  }
  for (const { fullName, ageYears, ...fields } of DEMO_AGENTS) {
    const dob = dobYearsAgo(ageYears);
    const memberId = await register('Agent', fullName, (email) => ({ ...fields, dob, contactEmail: email }));
    raterIds.push(memberId);
    agentIds.push(memberId);
  }
  for (const { fullName, ageYears, ...fields } of DEMO_SCOUTS) {
    const dob = dobYearsAgo(ageYears);
    const memberId = await register('Scout', fullName, (email) => ({ ...fields, dob, contactEmail: email }));
    raterIds.push(memberId);
    scoutIds.push(memberId);
  }
  for (const { fullName, ageYears, ...fields } of DEMO_CLUBS) {
    const dob = dobYearsAgo(ageYears);
    const clubWebsite = `https://${slug(fields.clubName).replace(/\./g, '-')}.example`;
    clubIds.push(await register('Club', fullName, (email) => ({ ...fields, dob, clubEmail: email, clubWebsite })));
  }
  const id = demoMemberIds(idsByName);

  // The agents' verification states come first: posts to minors and underage requests need them.
  await seedVerifications(db, storage);
  await db.transaction((tx) => seedDemoVideos(tx, playerIds, raterIds));
  await seedDemoOpportunities(db, storage, agentIds, adultPlayerIds);
  const [scoutId] = scoutIds;
  const [clubId] = clubIds;
  if (scoutId !== undefined && clubId !== undefined) {
    // The applicant must match the club's defenders' trial: the first adult centre back.
    const applicant = DEMO_PLAYERS.find((p) => p.ageYears >= ADULT_AGE && p.primaryPosition === 'CB');
    await seedScoutAndClubOpportunities(db, storage, { scoutId, clubId }, applicant && id(applicant.fullName));
  }
  const recordHolders = DEMO_PLAYERS.map((person, index) => ({
    id: playerIds[index] ?? 0,
    person,
    underage: person.ageYears < ADULT_AGE,
  }));
  await seedDemoCareers(db, admin, recordHolders);
  await seedDemoReferences(db, recordHolders);
  await seedDemoMessaging(db, admin, id);
  await seedDemoReports(db, admin, id);
  await seedDemoShortlists(db, id);
  await seedTransfermarkt(db, storage);
  await seedProfileImages(db, storage);
  await seedDemoSavedSearches(db, id);
  await seedDemoAvailability(db, playerIds, id);
  await seedDemoRepresentation(db, id);
  // After representation: the agreement is the agent's authority to pitch.
  await seedDemoClubNeeds(db, storage, admin, id);
  // The daughter whose consent waits: linked by the admin, as after a parent's phone call.
  await linkGuardianByAdmin(db, admin, { parentId: parent.id, childId: id(DEMO_PARENT.children.awaitingConsent) });
  return credentials;
}

/** Years and months before today, on the 10th (not the 1st as in tests: a demo birthday looks real). */
function dobYearsAgo(years: number, months = 0): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth() - months, 10)).toISOString().slice(0, 10);
}

/**
 * What `setParentEmail` stores for a minor, without its mail (the seed has no mailer), and, when the
 * parent said yes, their answer through the consent link as the parent's click would give it; a
 * parent with an account answers signed in, which links the child to it (docs/product.md#parents).
 */
async function askParent(
  db: Database,
  playerId: number,
  parentEmail: string,
  confirmed: boolean,
  answeredBy: AnsweringMember | null,
) {
  const token = await db.transaction(async (tx) => {
    await updatePlayers(tx, playerId, { parentEmail, parentConsent: 'pending', parentConsentAt: null });
    return issueConsentToken(tx, playerId, parentEmail);
  });
  if (confirmed) await confirmConsent(db, token, answeredBy);
}
