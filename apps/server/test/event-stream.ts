import type { Readable } from 'node:stream';
import { createParser } from 'eventsource-parser';
import { expect } from 'vitest';

export type ReceivedEvent = { event: string; data: unknown };

/**
 * What a Server-Sent Events response delivered, read as a browser's EventSource reads it:
 * named events with JSON data, comments (the heartbeat) ignored.
 */
export class EventStreamReader {
  readonly events: ReceivedEvent[] = [];
  ended = false;

  constructor(stream: Readable) {
    const parser = createParser({
      onEvent: (message) => this.events.push({ event: message.event ?? 'message', data: JSON.parse(message.data) }),
    });
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => parser.feed(chunk));
    stream.on('end', () => {
      this.ended = true;
    });
    stream.on('error', () => {
      this.ended = true;
    });
  }

  of(type: string): unknown[] {
    return this.events.filter((e) => e.event === type).map((e) => e.data);
  }

  /** Waits until `count` events of `type` arrived; answers them. */
  async received(type: string, count = 1): Promise<unknown[]> {
    await expect.poll(() => this.of(type).length, { timeout: 3000, interval: 10 }).toBeGreaterThanOrEqual(count);
    return this.of(type);
  }

  /** Waits until the server ended the stream. */
  async closed(): Promise<void> {
    await expect.poll(() => this.ended, { timeout: 3000, interval: 10 }).toBe(true);
  }
}
