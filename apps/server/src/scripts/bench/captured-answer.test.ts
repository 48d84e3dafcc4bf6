import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureAnswer } from './captured-answer.ts';

const BODY = JSON.stringify({ notifications: [{ id: 1, message: 'Olá, été' }], unreadCount: 1 });
let server: http.Server;
let url: string;
let acceptEncodingSeen: string | undefined;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    acceptEncodingSeen = request.headers['accept-encoding'];
    if (request.headers['if-none-match'] === 'W/"n1-v1-first"') {
      response.writeHead(304, { etag: 'W/"n1-v1-first"', 'cache-control': 'private, no-cache' }).end();
      return;
    }
    response
      .writeHead(200, {
        etag: 'W/"n1-v1-first"',
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(BODY),
        'x-frame-options': 'SAMEORIGIN',
      })
      .end(BODY);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/notifications/1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('an answer captured for the bench’s Node-alone ceiling', () => {
  it('keeps the status, the headers the server chose and the body, and none Node writes itself', async () => {
    const answer = await captureAnswer(url, { cookie: 'session=1' });
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(BODY);
    expect(answer.headers).toEqual({
      etag: 'W/"n1-v1-first"',
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(BODY)),
      'x-frame-options': 'SAMEORIGIN',
    });
    // As autocannon asks: an uncompressed answer, whatever fetch would have accepted.
    expect(acceptEncodingSeen).toBeUndefined();
  });

  it('captures a 304 with no body', async () => {
    const answer = await captureAnswer(url, { 'if-none-match': 'W/"n1-v1-first"' });
    expect(answer).toEqual({
      status: 304,
      headers: { etag: 'W/"n1-v1-first"', 'cache-control': 'private, no-cache' },
      body: '',
    });
  });
});
