import { type APIRequestContext, expect } from '@playwright/test';

/**
 * Makes the server notify a member, as a later feature's action would: POST /api/test/notifications
 * exists only when the server runs with NODE_ENV=test (playwright.config.ts).
 */
export async function createNotification(request: APIRequestContext, memberId: number, message: string) {
  const response = await request.post('/api/test/notifications', { data: { memberId, type: 'welcome', message } });
  expect(response.status(), await response.text()).toBe(201);
}

/**
 * An init script (`page.addInitScript(countChimes)`) that counts the chimes the bell plays (Web
 * Audio oscillators) in `window.chimes`, without making a sound.
 */
export const countChimes = () => {
  const counter = window as unknown as { chimes: number };
  counter.chimes = 0;
  const original = AudioContext.prototype.createOscillator;
  AudioContext.prototype.createOscillator = function createOscillator(this: AudioContext) {
    counter.chimes += 1;
    return original.call(this);
  };
};
