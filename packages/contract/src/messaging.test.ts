import { describe, expect, it } from 'vitest';
import { SNIPPET_LENGTH_DASHBOARD, SNIPPET_LENGTH_MODAL } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { isSendableMessage, snippet } from './messaging.ts';
import { ZMessageListQuery, ZSendMessageRequest } from './schemas/messaging.ts';
import { underageStatusLabel } from './underage.ts';

describe('snippet (35 characters on the dashboard, 40 in the modal)', () => {
  const long = 'Hello Mateo, we watched your last match and would like to talk';

  it('cuts at the given length and marks the cut', () => {
    expect(snippet(long, SNIPPET_LENGTH_DASHBOARD)).toBe(`${long.slice(0, 35)}…`);
    expect(snippet(long, SNIPPET_LENGTH_MODAL)).toBe(`${long.slice(0, 40)}…`);
  });

  it('keeps a short message whole, flattens line breaks and handles none', () => {
    expect(snippet('See you\n\non  Friday', 35)).toBe('See you on Friday');
    expect(snippet('x'.repeat(35), 35)).toBe('x'.repeat(35));
    expect(snippet(null, 35)).toBe('');
  });

  it('never splits an emoji in half', () => {
    expect(snippet('⚽'.repeat(50), 35)).toBe(`${'⚽'.repeat(35)}…`);
  });
});

describe('message send (ignored when empty after trimming)', () => {
  it('recognises an empty or whitespace-only message', () => {
    expect(isSendableMessage('')).toBe(false);
    expect(isSendableMessage(' \n\t ')).toBe(false);
    expect(isSendableMessage(' hi ')).toBe(true);
  });

  it('trims what is sent and refuses a blank one with a readable message', () => {
    expect(ZSendMessageRequest.parse({ conversationId: 1, senderId: 2, message: '  hi  ' }).message).toBe('hi');
    const blank = ZSendMessageRequest.safeParse({ conversationId: 1, senderId: 2, message: '   ' });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0]?.message).toBe(MESSAGES.messageEmpty);
  });

  it('takes either before or after as a cursor, not both', () => {
    expect(ZMessageListQuery.safeParse({ before: '5', after: '2' }).success).toBe(false);
    expect(ZMessageListQuery.parse({ after: '0' })).toEqual({ limit: 50, after: 0 });
  });
});

describe('underage request status', () => {
  it('shows Pending when the status is empty', () => {
    expect(underageStatusLabel(null)).toBe('Pending');
    expect(underageStatusLabel('Approved')).toBe('Approved');
  });
});
