import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { collectConsoleErrors, keepYouTubeThumbnailsLocal, reportShownMessageIds } from './fixtures.ts';

/** A second person in their own browser context, held to the same no-console-error rule as `page`. */
export async function openSecondBrowser(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = collectConsoleErrors(page);
  await keepYouTubeThumbnailsLocal(page);
  await reportShownMessageIds(page);
  return {
    page,
    async close() {
      await context.close();
      expect(errors, 'console errors in the second browser').toEqual([]);
    },
  };
}

/**
 * A name no other journey on the shared e2e server uses. Names take no digits, so each digit of the
 * random part becomes a letter of its own (0 → g … 9 → p): turning them all into one letter made
 * "xxxxxx" a name several journeys shared, and a search for it could list other members first.
 */
export function uniqueName(first: string): string {
  const letters = randomUUID()
    .slice(0, 6)
    .replace(/\d/g, (digit) => String.fromCharCode('g'.charCodeAt(0) + Number(digit)));
  return `${first} ${letters}`;
}

export function messagesDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Messages' });
}

/** Writes in the open messages modal and sends with the Send button. */
export async function sendInModal(page: Page, text: string) {
  const dialog = messagesDialog(page);
  await dialog.getByRole('textbox', { name: 'Message' }).fill(text);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('list', { name: /^Messages with / })).toContainText(text);
}

/**
 * Writes `message` from the member `request` is signed in as (`senderId`) to `partnerId`, through the
 * API (POST /api/conversations/start, then /api/messages/send), and returns the conversation's id.
 */
export async function messageViaApi(
  request: APIRequestContext,
  senderId: number,
  partnerId: number,
  message: string,
): Promise<number> {
  const started = await request.post('/api/conversations/start', {
    data: { participant1_id: senderId, participant2_id: partnerId },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const { id } = (await started.json()) as { id: number };
  const sent = await request.post('/api/messages/send', { data: { conversationId: id, senderId, message } });
  expect(sent.status(), await sent.text()).toBe(201);
  return id;
}
