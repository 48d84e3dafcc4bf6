import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { ageFromBirthYearMonth } from '@scouting/contract';
import { latestMail, linkContaining, VERIFICATION_SUBJECT } from './mailbox.ts';

/** Meets the SPEC §5 policy: 8+ characters, an uppercase letter, a digit and a special character. */
export const STRONG_PASSWORD = 'Kick0ff!Pitch';

export function uniqueEmail(label = 'user'): string {
  return `${label}-${Date.now().toString(36)}-${randomUUID().slice(0, 8)}@example.com`;
}

// The identity routes refuse a cookie-carrying POST without an Origin, as a browser would always send one.
function originHeader(): Record<string, string> {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error('The project has no baseURL');
  return { origin: new URL(baseURL).origin };
}

/** Creates an account the way the Register button does; the request context is signed in afterwards. */
export async function signUpViaApi(request: APIRequestContext, email: string, password = STRONG_PASSWORD) {
  const response = await request.post('/api/auth/sign-up/email', {
    data: { email, password, name: email },
    headers: originHeader(),
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Follows the link of the verification mail, as the person would from their inbox. */
export async function verifyEmailViaApi(request: APIRequestContext, email: string) {
  const mail = await latestMail(request, email, VERIFICATION_SUBJECT);
  const response = await request.get(linkContaining(mail, 'verify-email'), { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/login');
}

/** A fresh, verified account without a member yet; returns its e-mail. */
export async function createVerifiedAccount(request: APIRequestContext, label = 'verified'): Promise<string> {
  const email = uniqueEmail(label);
  await signUpViaApi(request, email);
  await verifyEmailViaApi(request, email);
  return email;
}

export type RegistrationRole = 'Agent' | 'Scout' | 'Club' | 'Player';

export function uniqueUsername(label = 'user'): string {
  return `${label}-${Date.now().toString(36)}${randomUUID().slice(0, 6)}`;
}

/** A complete, valid registration payload for each role (POST /api/register, SPEC §3). */
export function registrationPayload(role: RegistrationRole, overrides: Record<string, unknown> = {}) {
  const dob = typeof overrides.dob === 'string' ? overrides.dob : '1996-04-12';
  const age = ageFromBirthYearMonth(dob);
  const base = { fullName: 'Alex Morgan', username: uniqueUsername(role.toLowerCase()), dob, country: 'Spain', role };
  const fields: Record<RegistrationRole, Record<string, unknown>> = {
    Agent: {
      agencyName: 'Goal Line Agency',
      agencyWebsite: 'https://goal-line.example',
      countryOfOperation: 'Spain',
      age,
      yearsOfExperience: 6,
      contactEmail: 'agent@goal-line.example',
    },
    Scout: {
      age,
      contactEmail: 'scout@example.com',
      countryOfOperation: 'Portugal',
      currentEmployer: 'SL Benfica',
      scoutingExperience: 4,
      website: 'https://scout.example',
    },
    Club: {
      clubName: 'CD Example',
      clubCountry: 'Spain',
      currentLeague: 'Segunda Federación',
      typeOfClub: 'Semi-Pro',
      clubEmail: 'club@example.com',
      clubWebsite: 'https://club.example',
    },
    Player: {
      age,
      emailAddress: 'player@example.com',
      currentClub: 'CD Leganés',
      clubCountry: 'Spain',
      previousClub: 'Getafe - 2019',
      status: 'Free Agent',
      primaryPosition: 'ST',
      secondaryPosition: 'LW',
      preferredFoot: 'Right',
      height: 1.78,
      weight: 72,
      playerStrength: 'Finishing',
    },
  };
  return { ...base, ...fields[role], ...overrides };
}

export type RegisteredMember = { email: string; userId: number; username: string; fullName: string };

/**
 * A verified account with a member of `role`, registered through POST /api/register; the request
 * context stays signed in as it (a page's `page.request` signs the page in too).
 */
export async function registerMemberViaApi(
  request: APIRequestContext,
  role: RegistrationRole,
  overrides: Record<string, unknown> = {},
): Promise<RegisteredMember> {
  const email = await createVerifiedAccount(request, role.toLowerCase());
  const payload = registrationPayload(role, overrides);
  const response = await request.post('/api/register', { data: payload });
  expect(response.status(), await response.text()).toBe(200);
  const { userId } = (await response.json()) as { userId: number };
  // Journeys count only the notifications they cause, so the registration's welcome (issue 13,
  // checked in the API tests) is taken away again.
  const cleared = await request.delete(`/api/test/notifications/${userId}/welcome`);
  expect(cleared.status(), await cleared.text()).toBe(200);
  return { email, userId, username: payload.username, fullName: payload.fullName };
}

/** A date of birth `years` years before today (YYYY-MM-DD). */
export function dobYearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
}
