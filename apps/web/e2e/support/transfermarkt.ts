import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { isolate } from '@scouting/contract/bidi-isolate';
import { type RegisteredMember, registerMemberViaApi } from './accounts.ts';

/** Where the e2e server mails forwarded applications (TRANSFERMARKT_EMAIL in playwright.config.ts). */
export const TRANSFERMARKT_EMAIL = 'data-team@transfermarkt.example';

/** The smallest PDF the server's content check recognises, and a 1×1 PNG. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A player with a name no other journey uses, so their application card can be found on the review page. */
export async function registerApplicant(request: APIRequestContext, label: string): Promise<RegisteredMember> {
  const letters = randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6);
  return registerMemberViaApi(request, 'Player', { fullName: `${label} Applicant ${letters}` });
}

/** Submits a one-club application as the signed-in player, the way the form does (multipart). */
export async function applyViaApi(request: APIRequestContext, playerId: number) {
  const response = await request.post('/api/apply-transfermarkt', {
    multipart: {
      playerId: String(playerId),
      emailAddress: 'applicant@example.com',
      leagueName: 'Segunda Federación',
      introduction: 'A striker who scores in every league he plays.',
      governmentId: { name: 'passport.pdf', mimeType: 'application/pdf', buffer: PDF },
      leagueIdCard: { name: 'league-card.png', mimeType: 'image/png', buffer: PNG },
      'clubHistory[0][club]': 'CD Leganés',
      'clubHistory[0][from]': '2020',
      'clubHistory[0][to]': '2024',
      'clubHistory[0][leagueName]': 'Segunda Federación',
      'clubHistory[0][leagueTier]': 'Second Division',
      'clubHistory[0][positionPlayed]': 'Forward',
      'clubHistory[0][matches]': '60',
      'clubHistory[0][goals]': '21',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** The input labelled exactly `label` inside `scope` (Mantine adds " *" to required labels). */
export function input(scope: Page | Locator, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}( \\*)?$`));
}

/** Picks a file through the browser's file chooser, as a person does from the Mantine FileInput button. */
export async function chooseFile(
  page: Page,
  trigger: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser');
  await trigger.click();
  await (await chooser).setFiles(file);
}

/** Opens a Mantine Select inside `scope` and picks an option. */
export async function selectOption(page: Page, scope: Page | Locator, label: string, option: string) {
  await input(scope, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The admin's card of one application, found by the player's name. */
export function applicationCard(page: Page, fullName: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: fullName }) });
}

/** The admin's switch that lets a player add or edit their own Transfermarkt link. */
export function transfermarktPermission(within: Page | Locator, fullName: string) {
  return within.getByRole('switch', { name: `${isolate(fullName)} may add or edit the Transfermarkt link` });
}

/** Turns a player's permission off as the admin, and waits until the server has saved it. */
export async function withdrawTransfermarktPermission(page: Page, permission: Locator, playerId: number) {
  await expect(permission).toBeChecked();
  const saved = page.waitForResponse((r) => r.url().endsWith(`/api/player/${playerId}/can-edit-transfermarkt`));
  await permission.click();
  expect((await saved).status()).toBe(200);
  await expect(permission).not.toBeChecked();
}
