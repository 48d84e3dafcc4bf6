import { describe, expect, it } from 'vitest';
import { messageText, parseMessageText } from './message-ids.ts';

describe('a message with values as one string', () => {
  it('carries any value back out as it went in', () => {
    const values = { club: 'Getafe C.F. "B" & Co?=1', from: '2023-07', to: '…', other: 'نادي الشباب' };
    const text = messageText('CAREER_MESSAGES.overlap', values);
    expect(text.startsWith('CAREER_MESSAGES.overlap?')).toBe(true);
    expect(parseMessageText(text)).toEqual({ id: 'CAREER_MESSAGES.overlap', values });
  });

  it('finds none in other text: a sentence, a bare id, a member’s words with a question mark', () => {
    expect(parseMessageText('Getafe overlaps nothing.')).toBeNull();
    expect(parseMessageText('CAREER_MESSAGES.overlap')).toBeNull();
    expect(parseMessageText('Are you free on Sunday? I am.')).toBeNull();
  });
});
